import { defineMessages } from '../../shared/i18n.ts';

// Every screen of the USSD menu (PRODUCT.md §22), Kiswahili and English side by side. A screen holds
// at most USSD_SCREEN_MAX characters: these leave room for the values they name (screen.ts cuts a
// product name or a reference short, and ussd.test.ts walks every path in both languages).
// Plain letters only: the networks do not render every character.

export const MENU_TEXTS = defineMessages({
  main: {
    en: 'Choose:\n1 My loan\n2 Pay\n3 Last payment receipt\n4 Complaint status\n5 Language/Lugha',
    sw: 'Chagua:\n1 Mkopo wangu\n2 Lipa\n3 Risiti ya malipo ya mwisho\n4 Hali ya lalamiko\n5 Lugha/Language',
  },
  language: { en: 'Language:\n1 Kiswahili\n2 English\n0 Back', sw: 'Lugha:\n1 Kiswahili\n2 English\n0 Rudi' },
  pay: {
    en: 'Pay:\n1 Next instalment {amount}\n2 Another amount\n3 Get a pay code\n0 Back',
    sw: 'Lipa:\n1 Rejesho lijalo {amount}\n2 Kiasi kingine\n3 Pata namba ya malipo\n0 Rudi',
  },
  enterAmount: {
    en: 'Enter the amount in TZS, from {min} to {max}:\n0 Back',
    sw: 'Weka kiasi kwa TZS, kuanzia {min} hadi {max}:\n0 Rudi',
  },
  pinForPush: {
    en: 'Pay {amount} from {phone} ({wallet}).\nEnter your 4-digit USSD PIN:\n0 Back',
    sw: 'Lipa {amount} kutoka {phone} ({wallet}).\nWeka PIN yako ya USSD ya tarakimu 4:\n0 Rudi',
  },
  pinForCode: {
    en: 'Get a pay code for {amount}.\nEnter your 4-digit USSD PIN:\n0 Back',
    sw: 'Pata namba ya malipo ya {amount}.\nWeka PIN yako ya USSD ya tarakimu 4:\n0 Rudi',
  },
  enterReference: {
    en: 'Enter the complaint reference in digits (C2026-000123 is 2026000123):\n0 Back',
    sw: 'Weka namba ya lalamiko kwa tarakimu (C2026-000123 ni 2026000123):\n0 Rudi',
  },
});

export const ANSWER_TEXTS = defineMessages({
  loan: {
    en: '{product}\nOwed today: {owed}\nNext: {next} by {due}\nStatus: {status}',
    sw: '{product}\nDeni leo: {owed}\nRejesho lijalo: {next} kufikia {due}\nHali: {status}',
  },
  loanNoNext: {
    en: '{product}\nOwed today: {owed}\nStatus: {status}',
    sw: '{product}\nDeni leo: {owed}\nHali: {status}',
  },
  pushSent: {
    en: 'Check your phone: {wallet} will ask for your wallet PIN to pay {amount}.',
    sw: 'Angalia simu yako: {wallet} itaomba PIN ya pochi yako kulipa {amount}.',
  },
  payCode: {
    en: 'Pay code {code} for {amount}. Pay in {wallet} or at an agent: business number {number}, reference {code}.',
    sw: 'Namba ya malipo {code} ya {amount}. Lipa kwa {wallet} au kwa wakala: namba ya biashara {number}, kumbukumbu {code}.',
  },
  receipt: {
    en: 'Receipt {receiptNo}\n{date}\nPaid: {amount}\nRef: {reference}\nBalance after: {balance}',
    sw: 'Risiti {receiptNo}\n{date}\nUmelipa: {amount}\nKumb: {reference}\nSalio baada: {balance}',
  },
  complaintProcessing: {
    en: 'Complaint {reference}: being processed. We reply by {date}.',
    sw: 'Lalamiko {reference}: linashughulikiwa. Tutajibu kufikia {date}.',
  },
  complaintReplied: {
    en: 'Complaint {reference}: replied on {date}. Read the reply in the app.',
    sw: 'Lalamiko {reference}: limejibiwa tarehe {date}. Soma jibu kwenye programu.',
  },
});

/** Loan statuses in words, as loan details and the complaint page name them. */
export const STATUS_TEXTS = defineMessages({
  170: { en: 'Repaying', sw: 'Marejesho yanaendelea' },
  174: { en: 'Payment due', sw: 'Muda wa kulipa umefika' },
  180: { en: 'Overdue', sw: 'Imechelewa' },
  200: { en: 'Settled', sw: 'Imelipwa yote' },
});

export const END_TEXTS = defineMessages({
  getTheApp: {
    en: 'This number has no account with us. Get our app to borrow and to manage your loan.',
    sw: 'Namba hii haina akaunti kwetu. Pakua programu yetu ili kukopa na kusimamia mkopo wako.',
  },
  noLoan: {
    en: 'You have no loan to pay now.',
    sw: 'Huna mkopo wa kulipa kwa sasa.',
  },
  noPayment: {
    en: 'You have made no payment yet.',
    sw: 'Bado hujafanya malipo yoyote.',
  },
  noComplaint: {
    en: 'You have no complaint with this reference. Check the number in the app.',
    sw: 'Huna lalamiko lenye namba hii. Hakiki namba kwenye programu.',
  },
  noPin: {
    en: 'Set your USSD PIN in the app first: Me > USSD PIN.',
    sw: 'Weka PIN yako ya USSD kwenye programu kwanza: Mimi > PIN ya USSD.',
  },
  locked: {
    en: 'Your USSD PIN is locked after {tries} wrong tries. Set it again in the app: Me > USSD PIN.',
    sw: 'PIN yako ya USSD imefungwa baada ya makosa {tries}. Iweke upya kwenye programu: Mimi > PIN ya USSD.',
  },
  wrongPin: {
    en: 'Wrong PIN. {left} tries left before it locks.',
    sw: 'PIN si sahihi. Yamebaki majaribio {left} kabla haijafungwa.',
  },
  badChoice: {
    en: 'That choice is not on the menu. Please dial again.',
    sw: 'Chaguo hilo halipo kwenye menyu. Tafadhali piga tena.',
  },
  badAmount: {
    en: 'Enter a whole amount in TZS from {min} to {max}. Please dial again.',
    sw: 'Weka kiasi kamili kwa TZS kuanzia {min} hadi {max}. Tafadhali piga tena.',
  },
  badRequest: {
    en: 'We could not read your request. Please dial again.',
    sw: 'Hatukuweza kusoma ombi lako. Tafadhali piga tena.',
  },
  failed: {
    en: 'Sorry, the service is not available now. Please try again later.',
    sw: 'Samahani, huduma haipatikani sasa. Tafadhali jaribu tena baadaye.',
  },
  noWallet: {
    en: 'We cannot ask this number for a wallet payment. Choose 2 Pay, 3 to get a pay code.',
    sw: 'Hatuwezi kuomba malipo ya pochi kwa namba hii. Chagua 2 Lipa, 3 kupata namba ya malipo.',
  },
});

export const PIN_REFUSALS = defineMessages({
  notYourPhone: {
    en: 'This code was not sent to your phone. Ask for a new one',
    sw: 'Msimbo huu haukutumwa kwa simu yako. Omba msimbo mpya',
  },
});
