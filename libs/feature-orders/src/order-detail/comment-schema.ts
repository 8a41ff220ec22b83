import * as yup from 'yup';
import { MAX_COMMENT_LENGTH, MAX_RATING } from '../shared/constants';
import type { OrdersT } from '../shared/i18n';

/** A review of one item: a rating of 1–5 stars and some words, with messages in the translator's language. */
export const commentSchema = (t: OrdersT) =>
  yup.object({
    rating: yup
      .number()
      .required(t('comment.validation.rating'))
      .integer(t('comment.validation.rating'))
      .min(1, t('comment.validation.rating'))
      .max(MAX_RATING, t('comment.validation.rating')),
    content: yup
      .string()
      .trim()
      .required(t('comment.validation.contentRequired'))
      .max(MAX_COMMENT_LENGTH, t('comment.validation.contentTooLong', { max: MAX_COMMENT_LENGTH })),
  });

export type CommentSchema = ReturnType<typeof commentSchema>;
export type CommentValues = yup.InferType<CommentSchema>;
