import { defineMessages } from '../../../shared/i18n.ts';

/** The contract pages' own words; the figures' labels are the loan screens' (LOAN_TEXTS). */
export const CONTRACT_TEXTS = defineMessages({
  product: { en: 'Product', sw: 'Mkopo' },
  orderNumber: { en: 'Order number', sw: 'Namba ya ombi' },
  penalty: {
    en: '{rate} of the overdue amount per day, after {grace} of grace',
    sw: '{rate} ya kiasi kilichochelewa kwa kila siku, baada ya muda wa nyongeza wa {grace}',
  },
  rollOverFee: { en: 'Roll-over fee', sw: 'Ada ya kusogeza muda wa kulipa' },
  rollOver: {
    en: '{rate} of what is still owed on the instalments, only if you ask for a roll-over: it moves the unpaid due dates {days} later',
    sw: '{rate} ya deni lililobaki kwenye awamu, ikiwa tu utaomba kusogeza muda wa kulipa: tarehe za kulipa ambazo bado hazijalipwa zinasogezwa mbele kwa {days}',
  },
  noRollOver: {
    en: 'None: this loan cannot be rolled over',
    sw: 'Hakuna: muda wa kulipa mkopo huu hauwezi kusogezwa',
  },
  interestMethod: { en: 'How interest is counted', sw: 'Jinsi riba inavyohesabiwa' },
  reducing: {
    en: '{rate} a year, by the day, on what is still owed of the amount borrowed',
    sw: '{rate} kwa mwaka, kwa siku, juu ya kiasi cha mkopo ambacho bado kinadaiwa',
  },
  flat: {
    en: '{rate} a year, on the whole amount for the whole term',
    sw: '{rate} kwa mwaka, juu ya kiasi chote kwa muda wote',
  },
  number: { en: 'No.', sw: 'Na.' },
  amountTzs: { en: 'Amount (TZS)', sw: 'Kiasi (TZS)' },
  total: { en: 'Total', sw: 'Jumla' },
  partiesAgreement: {
    en: 'This agreement is made between the Lender, {lender}, a registered non-bank lender company with licence number {licence}, and the Borrower using the phone number {phone}.',
    sw: 'Mkataba huu ni kati ya Mkopeshaji, {lender}, kampuni ya mikopo isiyo benki iliyosajiliwa yenye namba ya leseni {licence}, na Mkopaji anayetumia namba ya simu {phone}.',
  },
  partiesKeyFacts: {
    en: 'These are the key facts of the loan between the Lender, {lender}, a registered non-bank lender company with licence number {licence}, and the Borrower using the phone number {phone}.',
    sw: 'Hizi ni taarifa muhimu za mkopo kati ya Mkopeshaji, {lender}, kampuni ya mikopo isiyo benki iliyosajiliwa yenye namba ya leseni {licence}, na Mkopaji anayetumia namba ya simu {phone}.',
  },
  appliedOn: { en: 'Applied on {date}.', sw: 'Ombi lilitumwa tarehe {date}.' },
  offerDated: { en: 'Offer dated {date}.', sw: 'Ofa ya tarehe {date}.' },
  keyFacts: { en: 'Key facts', sw: 'Taarifa muhimu' },
  schedule: { en: 'Repayment schedule', sw: 'Ratiba ya marejesho' },
  lender: { en: 'The Lender', sw: 'Mkopeshaji' },
  lenderName: { en: 'Registered name', sw: 'Jina lililosajiliwa' },
  lenderLicence: { en: 'Licence number', sw: 'Namba ya leseni' },
  lenderAddress: { en: 'Address', sw: 'Anwani' },
  lenderTelephone: { en: 'Telephone', sw: 'Namba ya simu' },
  lenderEmail: { en: 'E-mail', sw: 'Barua pepe' },
  lenderContact: {
    en: 'Questions and complaints about this loan go to the Lender, at these contact details.',
    sw: 'Maswali na malalamiko kuhusu mkopo huu yapelekwe kwa Mkopeshaji, kupitia mawasiliano haya.',
  },
  seeAgreement: {
    en: 'Pay each instalment by its due date. The full terms are in the Loan Agreement.',
    sw: 'Lipa kila awamu kufikia tarehe yake ya kulipa. Masharti kamili yako kwenye Mkataba wa mkopo.',
  },
});

/** The loan agreement's terms, one paragraph each; `{…}` are the loan's own figures. */
export const AGREEMENT_TERMS = defineMessages({
  heading: { en: 'Terms', sw: 'Masharti' },
  amount: {
    en: 'The Lender lends amounts from {min} to {max}. Under this agreement the Borrower borrows {amount}.',
    sw: 'Mkopeshaji hukopesha kiasi cha kuanzia {min} hadi {max}. Kwa mkataba huu, Mkopaji anakopa {amount}.',
  },
  term: {
    en: 'Loans run from {minDays} to {maxDays} days. This loan runs {term} from the day it is paid out, and is repaid in {instalments} as the schedule above shows.',
    sw: 'Mikopo huchukua siku {minDays} hadi {maxDays}. Mkopo huu unachukua {term} kuanzia siku unapotolewa, na unalipwa kwa {instalments} kama ratiba iliyo juu inavyoonyesha.',
  },
  interestReducing: {
    en: 'Interest is {rate} a year, counted by the day on what is still owed of the amount borrowed: each day adds {rate} divided by 365 of it. A payment pays the interest counted so far, then the service fee, then the amount borrowed, so whatever is paid early is not charged interest for the days after it. The instalments are equal and the last one takes what is left. For example, this loan of {amount} over {term} costs {interest} in interest if each instalment is paid on its due date; paid earlier, it costs less. Loan details show at any time the exact amount that closes the loan that day.',
    sw: 'Riba ni {rate} kwa mwaka, inayohesabiwa kwa siku juu ya kiasi cha mkopo ambacho bado kinadaiwa: kila siku inaongeza {rate} ikigawanywa kwa 365 ya kiasi hicho. Malipo hulipa kwanza riba iliyohesabiwa hadi siku hiyo, kisha ada ya huduma, kisha kiasi kilichokopwa, hivyo kinacholipwa mapema hakitozwi riba kwa siku zinazofuata. Awamu ni sawa na ya mwisho inachukua kilichobaki. Kwa mfano, mkopo huu wa {amount} kwa {term} unagharimu riba ya {interest} ikiwa kila awamu italipwa tarehe yake; ukilipwa mapema, unagharimu kidogo. Maelezo ya mkopo yanaonyesha wakati wowote kiasi kamili kinachofunga mkopo siku hiyo.',
  },
  interestFlat: {
    en: 'Interest is {rate} a year on the whole amount for the whole term: {interest} for this loan.',
    sw: 'Riba ni {rate} kwa mwaka juu ya kiasi chote kwa muda wote: {interest} kwa mkopo huu.',
  },
  cost: {
    en: 'The annual percentage rate (APR) of every loan is below {aprMax}. The APR of this loan is {apr}: interest of {interest} and a service fee of {fee}. Nothing else is charged, apart from the overdue penalty above if an instalment is paid late.',
    sw: 'Gharama kwa mwaka (APR) ya kila mkopo iko chini ya {aprMax}. APR ya mkopo huu ni {apr}: riba ya {interest} na ada ya huduma ya {fee}. Hakuna malipo mengine, isipokuwa adhabu ya kuchelewa iliyotajwa juu ikiwa awamu italipwa kwa kuchelewa.',
  },
  costWithRollOver: {
    en: 'The annual percentage rate (APR) of every loan is below {aprMax}. The APR of this loan is {apr}: interest of {interest} and a service fee of {fee}. Nothing else is charged, apart from the overdue penalty above if an instalment is paid late, and the roll-over fee above if the Borrower asks for a roll-over.',
    sw: 'Gharama kwa mwaka (APR) ya kila mkopo iko chini ya {aprMax}. APR ya mkopo huu ni {apr}: riba ya {interest} na ada ya huduma ya {fee}. Hakuna malipo mengine, isipokuwa adhabu ya kuchelewa iliyotajwa juu ikiwa awamu italipwa kwa kuchelewa, na ada ya kusogeza muda wa kulipa iliyotajwa juu ikiwa Mkopaji ataomba kusogeza muda wa kulipa.',
  },
  penalty: {
    en: "The overdue penalty is charged for each day after an instalment's due date and grace days, on the part of it still unpaid at the start of that day, rounded down to a cent. Each payment goes to the instalments in order, each one's penalty first.",
    sw: 'Adhabu ya kuchelewa inatozwa kwa kila siku baada ya tarehe ya kulipa ya awamu na siku zake za nyongeza, juu ya sehemu ya awamu ambayo bado haijalipwa mwanzoni mwa siku hiyo, ikikatwa chini hadi senti. Kila malipo yanaenda kwenye awamu kwa mfuatano, kuanzia adhabu ya kila awamu.',
  },
  rollOver: {
    en: 'A roll-over is possible while a payment is due or overdue: its fee ({rate} of what is still owed on the instalments, shown before paying) moves the unpaid due dates {days} later; a penalty already charged stays.',
    sw: 'Unaweza kusogeza muda wa kulipa wakati malipo yanadaiwa au yamechelewa: ada yake ({rate} ya deni lililobaki kwenye awamu, inayoonyeshwa kabla ya kulipa) inasogeza mbele tarehe za kulipa ambazo bado hazijalipwa kwa {days}; adhabu iliyokwisha tozwa inabaki.',
  },
  age: {
    en: 'The Borrower confirms being {age} years of age or older.',
    sw: 'Mkopaji anathibitisha kuwa na umri wa miaka {age} au zaidi.',
  },
  payout: {
    en: "The loan is paid out to the Borrower's payout account once the application is approved. Due dates are counted from the day of the payout.",
    sw: 'Mkopo unatumwa kwenye akaunti ya kupokea mkopo ya Mkopaji mara ombi linapoidhinishwa. Tarehe za kulipa zinahesabiwa kuanzia siku mkopo unapotolewa.',
  },
  data: {
    en: "The Lender uses the Borrower's device information, identity document and selfie images, device identifiers and approximate location for loan checks. The data is deleted after use and shared only with partner financial institutions, regulators or as the law requires.",
    sw: 'Mkopeshaji hutumia taarifa za kifaa cha Mkopaji, picha za kitambulisho na picha ya uso (selfie), vitambulisho vya kifaa na mahali alipo kwa makadirio ili kukagua mkopo. Taarifa hizi hufutwa baada ya kutumika na hushirikishwa tu na taasisi za fedha washirika, wadhibiti, au kama sheria inavyotaka.',
  },
});

/** The plain page shown in place of a contract. */
export const CONTRACT_PAGE_TEXTS = defineMessages({
  sessionExpired: { en: 'Your session has expired', sw: 'Muda wako wa kuingia umeisha' },
  logInAgain: {
    en: 'Go back to the app and log in again to read this contract.',
    sw: 'Rudi kwenye programu na uingie tena ili usome mkataba huu.',
  },
  addressIncomplete: {
    en: 'The address of this contract is not complete.',
    sw: 'Anwani ya mkataba huu haijakamilika.',
  },
  failed: { en: 'Something went wrong', sw: 'Hitilafu imetokea' },
  tryAgain: { en: 'Please try again.', sw: 'Tafadhali jaribu tena.' },
});
