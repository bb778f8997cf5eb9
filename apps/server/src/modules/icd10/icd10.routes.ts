import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES } from '@praktik/domain/tables/page-sizes';
import { pageQuerySchemaWith } from '@praktik/domain/tables/table-query';
import { validationMessage } from '@praktik/domain/validation/message';
import type { Repositories } from '../../composition/repositories';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { answerPage } from '../../shared/paged-route';
import { ICD10_KEYWORD_MAX } from './icd10-search-terms';
import { createIcd10Service } from './icd10.service';

/** The dropdown asks 10 at a time; a page bigger than this is never a person's. */
export const ICD10_MAX_PAGE_SIZE = 100;

const querySchema = pageQuerySchemaWith({
  defaultSize: PAGE_SIZES.icd10,
  maxSize: ICD10_MAX_PAGE_SIZE,
}).extend({
  keyword: z
    .string()
    .max(ICD10_KEYWORD_MAX, {
      error: validationMessage('validation.maxLength', {
        field: 'fields.keyword',
        max: ICD10_KEYWORD_MAX,
      }),
    })
    .optional(),
});

const icd10RowSchema = z.object({
  /** The code without its dot, upper case ("K358"): what diagnoses are compared by. */
  code: z.string(),
  /** The code as the WHO writes it ("K35.8"). */
  fullCode: z.string(),
  /** The title in the caller's language (Accept-Language; Indonesian by default). */
  shortDescription: z.string(),
  titleEn: z.string(),
  titleId: z.string(),
});

/**
 * GET /dashboard/icd10 (spec 1 §9): the diagnosis search of the assessment form. Any clinic role
 * may call it; the list is the same for every clinic.
 */
export const icd10Routes: FastifyPluginAsyncZod<{ repositories: Repositories }> = async (
  app,
  { repositories },
) => {
  const icd10 = createIcd10Service(repositories.icd10);

  app.get(
    '/icd10',
    {
      schema: {
        tags: ['icd10'],
        operationId: 'searchIcd10',
        summary:
          'Search ICD-10 codes: the exact code, codes starting with the keyword, then titles (English or Indonesian) with every word of the keyword as a word prefix; the total is in x-total-count',
        security: bearerSecurity,
        querystring: querySchema,
        response: {
          200: z.object({ data: z.array(icd10RowSchema) }),
          ...problemResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { page, size, keyword } = request.query;
      const { rows, total } = await icd10.search({ keyword, page, size });
      const english = request.language === 'en';
      return answerPage(reply, {
        data: rows.map((row) => ({
          code: row.code.replaceAll('.', ''),
          fullCode: row.code,
          shortDescription: english ? row.titleEn : row.titleId,
          titleEn: row.titleEn,
          titleId: row.titleId,
        })),
        total,
      });
    },
  );
};
