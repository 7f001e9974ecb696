import { defineMessages } from '../../shared/i18n.ts';

/** Complaint types (PRODUCT.md §12), by their value. */
export const COMPLAINT_TYPE_TEXTS = defineMessages({
  1: { en: 'Debt collection', sw: 'Ukusanyaji wa madeni' },
  2: { en: 'Repayment and payments', sw: 'Marejesho na malipo' },
  3: { en: 'Loan application and payout', sw: 'Kuomba mkopo na kupokea pesa' },
  4: { en: 'Fees and charges', sw: 'Ada na gharama' },
  5: { en: 'Account and personal data', sw: 'Akaunti na taarifa binafsi' },
  6: { en: 'App and service', sw: 'Programu na huduma' },
  7: { en: 'Other', sw: 'Mengineyo' },
});

/** Debt-collection sub-types, by their value. */
export const COMPLAINT_SUBTYPE_TEXTS = defineMessages({
  11: { en: 'Threats or abusive language', sw: 'Vitisho au lugha ya matusi' },
  12: {
    en: 'Contacting my family, friends or employer',
    sw: 'Kuwasiliana na familia, marafiki au mwajiri wangu',
  },
  13: { en: 'Calls at unreasonable hours', sw: 'Simu nyakati zisizofaa' },
  14: { en: 'Wrong amount demanded', sw: 'Kudaiwa kiasi kisicho sahihi' },
  15: { en: 'Other collection conduct', sw: 'Tabia nyingine ya ukusanyaji wa madeni' },
});

/** The complaint list's tabs. */
export const TAB_TEXTS = defineMessages({
  processing: { en: 'Processing', sw: 'Inashughulikiwa' },
  replied: { en: 'Replied', sw: 'Imejibiwa' },
});

/** An order's status on the complaint page, in the words loan details uses. */
export const ORDER_STATUS_TEXTS = defineMessages({
  21: { en: 'Under review', sw: 'Inakaguliwa' },
  40: { en: 'Not approved', sw: 'Halijaidhinishwa' },
  110: { en: 'Approved', sw: 'Limeidhinishwa' },
  151: { en: 'Payout failed', sw: 'Imeshindikana kutuma pesa' },
  170: { en: 'Repaying', sw: 'Marejesho yanaendelea' },
  174: { en: 'Payment due', sw: 'Muda wa kulipa umefika' },
  180: { en: 'Overdue', sw: 'Imechelewa' },
  200: { en: 'Settled', sw: 'Imelipwa yote' },
});

/** The rows of an order's card. */
export const ORDER_ROW_TEXTS = defineMessages({
  loanAmount: { en: 'Loan amount', sw: 'Kiasi cha mkopo' },
  applyTime: { en: 'Apply time', sw: 'Tarehe ya kuomba' },
  dueDate: { en: 'Due date', sw: 'Tarehe ya kulipa' },
});

/** What the borrower reads about a complaint: the promise, the escalation, the answers. */
export const COMPLAINT_TEXTS = defineMessages({
  replyPromise: {
    en: 'We will reply within 3 working days, by {date}',
    sw: 'Tutakujibu ndani ya siku 3 za kazi, kufikia {date}',
  },
  escalation: {
    en: 'Not satisfied with our reply? You can take your complaint to the Bank of Tanzania. Quote your reference number {reference}.',
    sw: 'Hujaridhika na jibu letu? Unaweza kuwasilisha lalamiko lako Benki Kuu ya Tanzania (BoT). Taja namba ya kumbukumbu {reference}.',
  },
  saved: {
    en: 'Complaint sent. Reference number {reference}',
    sw: 'Lalamiko limetumwa. Namba ya kumbukumbu {reference}',
  },
  rated: { en: 'Thank you for your rating', sw: 'Asante kwa tathmini yako' },
});

/** The SMS a complaint's borrower gets, in the language the complaint was written in. */
export const COMPLAINT_SMS = defineMessages({
  received: {
    en: 'We have received your complaint. Reference number {reference}. We will reply within 3 working days, by {date}.',
    sw: 'Tumepokea lalamiko lako. Namba ya kumbukumbu {reference}. Tutakujibu ndani ya siku 3 za kazi, kufikia {date}.',
  },
  replied: {
    en: 'We have replied to your complaint {reference}. Open My complaints in the app to read the reply.',
    sw: 'Tumejibu lalamiko lako {reference}. Fungua Malalamiko yangu kwenye programu kusoma jibu.',
  },
});

/** Why a complaint call is refused, in words a borrower understands. */
export const COMPLAINT_REFUSALS = defineMessages({
  chooseType: { en: 'Choose a problem type from the list', sw: 'Chagua aina ya tatizo kwenye orodha' },
  chooseSonType: {
    en: 'Choose what happened during debt collection',
    sw: 'Chagua kilichotokea wakati wa ukusanyaji wa madeni',
  },
  sonTypeOnlyForCollection: {
    en: 'Only a debt collection complaint has a sub-type',
    sw: 'Lalamiko la ukusanyaji wa madeni pekee ndilo lenye aina ndogo',
  },
  collectionNeedsOrder: {
    en: 'Choose the loan this debt collection complaint is about',
    sw: 'Chagua mkopo ambao lalamiko hili la ukusanyaji wa madeni linahusu',
  },
  collectionNotSupported: {
    en: 'The selected order does not support sending collection types',
    sw: 'Mkopo uliouchagua hauruhusu lalamiko la ukusanyaji wa madeni',
  },
  describe: {
    en: 'Please fill in your comments and suggestions',
    sw: 'Tafadhali andika maoni na mapendekezo yako',
  },
  tooLong: {
    en: 'Your description can be at most {max} characters',
    sw: 'Maelezo yako yasizidi herufi {max}',
  },
  tooManyImages: {
    en: 'You can add at most {max} photos',
    sw: 'Unaweza kuweka picha zisizozidi {max}',
  },
  imageNotFound: {
    en: 'This photo does not exist. Please upload it again',
    sw: 'Picha hii haipo. Tafadhali ipakie tena',
  },
  complaintNotFound: { en: 'This complaint does not exist', sw: 'Lalamiko hili halipo' },
  chooseRating: {
    en: 'Please choose a rating of 1 to 5 stars',
    sw: 'Tafadhali chagua nyota 1 hadi 5',
  },
  notRepliedYet: {
    en: 'You can rate this complaint once we have replied',
    sw: 'Utaweza kutoa tathmini baada ya sisi kujibu lalamiko hili',
  },
  alreadyRated: { en: 'You have already rated this complaint', sw: 'Umeshatoa tathmini ya lalamiko hili' },
});

/** Why an upload is refused. Nothing is stored when one is. */
export const UPLOAD_REFUSALS = defineMessages({
  noPhoto: { en: 'Choose a photo to upload', sw: 'Chagua picha ya kupakia' },
  notImage: {
    en: 'Only photos can be uploaded (JPEG, PNG or WebP)',
    sw: 'Unaweza kupakia picha tu (JPEG, PNG au WebP)',
  },
  unreadable: {
    en: 'This photo could not be read. It may be damaged; please choose another',
    sw: 'Picha hii haisomeki. Huenda imeharibika; tafadhali chagua nyingine',
  },
  tooLarge: {
    en: 'The photo is larger than {max} MB. Please choose a smaller one',
    sw: 'Picha ni kubwa kuliko MB {max}. Tafadhali chagua ndogo zaidi',
  },
  tooManyPixels: {
    en: 'The photo is too large to process. Please choose a smaller one',
    sw: 'Picha ni kubwa mno kuchakatwa. Tafadhali chagua ndogo zaidi',
  },
  tooManyWaiting: {
    en: 'You have uploaded many photos that are not in a complaint yet. Send your complaint first, or try again tomorrow',
    sw: 'Umepakia picha nyingi ambazo bado hazijatumwa kwenye lalamiko. Tuma lalamiko lako kwanza, au jaribu tena kesho',
  },
});
