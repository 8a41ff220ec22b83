import { generateComments } from './comments';
import { commentWords } from './words/comments';

describe('generateComments', () => {
  it('is deterministic per product and seed', () => {
    const comments = [...generateComments(42, 20, 1)];
    expect([...generateComments(42, 20, 1)]).toEqual(comments);
    expect([...generateComments(43, 20, 1)]).not.toEqual(comments);
    expect([...generateComments(42, 20, 2)]).not.toEqual(comments);
  });

  it('writes short comments in one of the six languages, matching the rating', () => {
    const comments = [...generateComments(7, 500, 1)];
    expect(new Set(comments.map((c) => c.lang)).size).toBe(6);
    for (const comment of comments) {
      expect(Number.isInteger(comment.rating) && comment.rating >= 1 && comment.rating <= 5).toBe(true);
      const words = commentWords[comment.lang];
      expect(words.authors).toContain(comment.author);
      const pool =
        comment.rating >= 4 ? words.positive : comment.rating === 3 ? words.neutral : words.negative;
      expect(pool).toContain(comment.content);
      expect(comment.content.length).toBeLessThan(80);
    }
    expect(comments.filter((c) => c.rating >= 4).length).toBeGreaterThan(comments.length / 2);
  });

  it('dates comments between `after` and the reference date', () => {
    const after = '2026-01-01T00:00:00.000Z';
    const referenceDate = '2026-03-01T00:00:00.000Z';
    for (const comment of generateComments(1, 100, 1, { after, referenceDate })) {
      expect(comment.createdAt >= after && comment.createdAt <= referenceDate).toBe(true);
    }
    expect(() => [...generateComments(1, 1, 1, { after: 'never' })]).toThrow('Invalid');
  });
});
