import useSWR from 'swr';
import type { BodySubType, BodyType } from '@praktik/domain/visits/annotation';
import { BODY_SUB_TYPES } from '@praktik/domain/visits/annotation';
import { request } from './fetcher';
import { keys } from './keys';

/** A row of `GET /dashboard/annotation-photo` (spec 1 §3 "Body image"). */
export interface BodyImage {
  type: BodyType;
  subType: BodySubType;
  imageUrl: string;
}

/** The body pictures by sub-type, as BodyAnnotationCanvas takes them; unknown rows are skipped. */
export function imageUrlsOf(images: readonly BodyImage[]): Partial<Record<BodySubType, string>> {
  const urls: Partial<Record<BodySubType, string>> = {};
  for (const image of images) {
    if ((BODY_SUB_TYPES as readonly string[]).includes(image.subType) && image.imageUrl) {
      urls[image.subType] = image.imageUrl;
    }
  }
  return urls;
}

export async function fetchBodyImages(): Promise<BodyImage[]> {
  return (await request<{ data: BodyImage[] }>('/api2/dashboard/annotation-photo')).data;
}

/** The body images hardly ever change: fetched once per session. */
export function useBodyImageUrls(enabled = true) {
  const answer = useSWR(enabled ? keys.annotationPhotos() : null, fetchBodyImages, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return { ...answer, imageUrls: answer.data ? imageUrlsOf(answer.data) : undefined };
}
