import { describe, expect, it } from 'vitest';
import { problemSchema } from './problem';

describe('problem answers', () => {
  it('carry status, title, detail and optional field errors', () => {
    const problem = {
      status: 400,
      title: 'Bad Request',
      detail: 'Harap masukkan Email',
      fieldErrors: [{ field: 'email', message: 'Harap masukkan Email' }],
    };
    expect(problemSchema.parse(problem)).toEqual(problem);
    expect(problemSchema.safeParse({ status: 400, title: 'x' }).success).toBe(false);
  });
});
