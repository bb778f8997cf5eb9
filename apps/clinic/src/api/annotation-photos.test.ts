import { describe, expect, it } from 'vitest';
import { imageUrlsOf, type BodyImage } from './annotation-photos';

describe('body images', () => {
  it('are keyed by sub-type; unknown sub-types and empty addresses are skipped', () => {
    const images = [
      { type: 'MALE', subType: 'MALE_FRONT', imageUrl: 'http://x/body-images/MALE_FRONT.svg' },
      { type: 'MALE', subType: 'MALE_SIDE', imageUrl: 'http://x/side.svg' },
      { type: 'FEMALE', subType: 'FEMALE_BACK', imageUrl: '' },
    ] as BodyImage[];
    expect(imageUrlsOf(images)).toEqual({ MALE_FRONT: 'http://x/body-images/MALE_FRONT.svg' });
  });
});
