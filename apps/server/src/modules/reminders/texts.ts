import { defineMessages } from '../../shared/i18n.ts';

/**
 * The reminders' SMS (PRODUCT.md §20): the amount, the date and how to pay, in at most two SMS segments
 * (306 GSM characters; reminders.test.ts counts them with a long product name and amount).
 */
export const REMINDER_TEXTS = defineMessages({
  before: {
    en: "Reminder: {amount} TZS of your {product} loan is due on {date}. Pay with a pay code at an agent, or 'Pay from my phone' in the app.",
    sw: "Kumbusho: {amount} TZS za mkopo wako wa {product} zinapaswa kulipwa tarehe {date}. Lipa kwa namba ya malipo kwa wakala, au 'Lipa kwa simu yangu' kwenye programu.",
  },
  due: {
    en: "Today, {date}, {amount} TZS of your {product} loan is due. Pay with a pay code at an agent, or 'Pay from my phone' in the app.",
    sw: "Leo, {date}, unapaswa kulipa {amount} TZS za mkopo wako wa {product}. Lipa kwa namba ya malipo kwa wakala, au 'Lipa kwa simu yangu' kwenye programu.",
  },
  after: {
    en: "{amount} TZS of your {product} loan was due on {date} and is not paid yet. Pay soon to avoid an overdue penalty: a pay code at an agent, or 'Pay from my phone' in the app.",
    sw: "{amount} TZS za mkopo wako wa {product} zilipaswa kulipwa tarehe {date} na bado hazijalipwa. Lipa mapema ili kuepuka adhabu ya kuchelewa: namba ya malipo kwa wakala, au 'Lipa kwa simu yangu' kwenye programu.",
  },
  collection: {
    en: "Notice: your {product} loan is overdue, {amount} TZS unpaid. If it is not paid by {date}, it goes to debt collection. Pay with a pay code at an agent, or 'Pay from my phone' in the app.",
    sw: "Taarifa: mkopo wako wa {product} umechelewa, {amount} TZS hazijalipwa. Usipoulipa kufikia tarehe {date}, utapelekwa kwenye ukusanyaji wa madeni. Lipa kwa namba ya malipo kwa wakala, au 'Lipa kwa simu yangu' kwenye programu.",
  },
});
