import { defineMessages } from '../../shared/i18n.ts';

export const RIGHTS_REFUSALS = defineMessages({
  loanOpen: {
    en: 'Your account cannot be deleted while loan {orderId} is open. Settle it first, then ask again.',
    sw: 'Akaunti yako haiwezi kufutwa wakati mkopo {orderId} bado uko wazi. Ulipe kwanza, kisha uombe tena.',
  },
  closed: { en: 'This account is closed', sw: 'Akaunti hii imefungwa' },
  linkNotFound: {
    en: 'This download address is not valid or has expired',
    sw: 'Anwani hii ya kupakua si sahihi au muda wake umekwisha',
  },
  noAccount: {
    en: 'There is no account with this phone number',
    sw: 'Hakuna akaunti yenye namba hii ya simu',
  },
  detailRequired: {
    en: 'Say what is wrong and what it should say',
    sw: 'Eleza kisicho sahihi na kinachopaswa kusema',
  },
});

/** What an account's deletion erases, and what it keeps (docs/data-rights.md says why). */
export const ERASED = defineMessages({
  sessions: { en: 'Logins, sessions and devices', sw: 'Kuingia, vipindi na vifaa' },
  sms: { en: 'SMS messages sent to you and login codes', sw: 'SMS ulizotumiwa na misimbo ya kuingia' },
  complaints: {
    en: 'The words and photos of your complaints and our replies',
    sw: 'Maneno na picha za malalamiko yako na majibu yetu',
  },
  accounts: {
    en: 'Payout and card accounts no loan was paid to or from',
    sw: 'Akaunti za malipo na kadi ambazo hazikutumika kwa mkopo wowote',
  },
  activity: {
    en: 'App activity, ratings, promotion sign-ups, your USSD PIN and your language',
    sw: 'Shughuli za programu, tathmini, usajili wa promosheni, PIN yako ya USSD na lugha yako',
  },
  requests: { en: 'The words of your correction requests', sw: 'Maneno ya maombi yako ya marekebisho' },
});

export const KEPT = defineMessages({
  loans: {
    en: 'Your loans, their plans, ledger and payments, and the accounts they were paid to or from, with your phone number',
    sw: 'Mikopo yako, ratiba zake, leja na malipo, na akaunti zilizotumika kuilipa, pamoja na namba yako ya simu',
  },
  consents: {
    en: 'The agreements you accepted (document, version, time, device)',
    sw: 'Mikataba uliyokubali (hati, toleo, muda, kifaa)',
  },
  complaints: {
    en: 'The register of your complaints (reference, type, dates), without their words or photos',
    sw: 'Daftari la malalamiko yako (namba ya kumbukumbu, aina, tarehe), bila maneno wala picha',
  },
  requests: {
    en: 'The record of your data requests and how they were answered',
    sw: 'Kumbukumbu ya maombi yako kuhusu taarifa na jinsi yalivyojibiwa',
  },
});

/** The SMS a borrower gets when staff record a request's outcome (GSM characters, one segment). */
export const OUTCOME_SMS = defineMessages({
  done: {
    en: 'Your data request {id} has been answered: done. Read the answer in the app, under Me > My data.',
    sw: 'Ombi lako la taarifa {id} limejibiwa: limetekelezwa. Soma jibu kwenye programu, Mimi > Taarifa zangu.',
  },
  refused: {
    en: 'Your data request {id} has been answered: refused. Read why in the app, under Me > My data.',
    sw: 'Ombi lako la taarifa {id} limejibiwa: limekataliwa. Soma sababu kwenye programu, Mimi > Taarifa zangu.',
  },
});

export const RIGHTS_TEXTS = defineMessages({
  closedInApp: {
    en: 'Account closed at the borrower’s request',
    sw: 'Akaunti imefungwa kwa ombi la mkopaji',
  },
});
