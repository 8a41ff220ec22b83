import { cardRuleMessages, cardSchema as cardSchemaOf } from '@mall/forms';
import type { CartT } from '../shared/i18n';

/** The card form's rules with their messages in the shopper's language. `now` fixes "past". */
export const cardSchema = (t: CartT, now?: Date) => cardSchemaOf(cardRuleMessages(t), now);
