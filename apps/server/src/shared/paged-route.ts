/** A page of a list: its rows, however the route shapes them, and how many rows matched in all. */
export interface Page {
  total: number;
}

/** The part of a reply a paged answer writes to; any Fastify reply is one. */
interface HeaderWriter {
  header(name: string, value: string): unknown;
}

/**
 * The answer of every paged list route: `page` is the list the route asked for (the service reads
 * the request's page, size, sort and filters); the filter's total goes in `x-total-count`, where
 * the spec's tables read it (most lists answer only `{ data }`), and the page is the body as the
 * list made it. The route's response schema decides whether the body also carries `total`: both
 * serializers (fastify-type-provider-zod's and `fastResponseSerializer`) write only the schema's
 * properties. A helper the handler calls rather than one that builds the handler: TypeScript
 * cannot infer a built handler's request type from the route's schema.
 */
export async function answerPage<Answer extends Page>(
  reply: HeaderWriter,
  page: Promise<Answer> | Answer,
): Promise<Answer> {
  const answer = await page;
  reply.header('x-total-count', String(answer.total));
  return answer;
}
