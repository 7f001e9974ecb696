import { defineMessages } from '../../shared/i18n.ts';

/** What the promotion landing's visitor reads from the server (PRODUCT.md §14, §16). */
export const PROMOTION_TEXTS = defineMessages({
  unknownTemplate: {
    en: 'This promotion does not exist or has ended',
    sw: 'Ofa hii haipo au imeisha',
  },
  enterCaptcha: {
    en: 'Enter the characters shown in the picture',
    sw: 'Weka herufi zinazoonekana kwenye picha',
  },
  captchaWrong: {
    en: 'The characters do not match the picture. Enter the ones in the new picture',
    sw: 'Herufi hazilingani na picha. Weka zile zilizo kwenye picha mpya',
  },
  captchaExpired: {
    en: 'This picture has expired. Tap it for a new one',
    sw: 'Muda wa picha hii umeisha. Igonge upate nyingine',
  },
  alreadyRegistered: {
    en: 'This number is already registered. Please download the app and log in',
    sw: 'Namba hii tayari imesajiliwa. Tafadhali pakua programu na uingie',
  },
  waitToResend: {
    en: 'A code was just sent; please wait {seconds} seconds before asking again',
    sw: 'Msimbo umetumwa sasa hivi; tafadhali subiri sekunde {seconds} kabla ya kuomba tena',
  },
  phoneLimitHour: {
    en: 'Too many codes were asked for this number today. Please try again in 1 hour',
    sw: 'Misimbo mingi mno imeombwa kwa namba hii leo. Tafadhali jaribu tena baada ya saa 1',
  },
  phoneLimitHours: {
    en: 'Too many codes were asked for this number today. Please try again in {hours} hours',
    sw: 'Misimbo mingi mno imeombwa kwa namba hii leo. Tafadhali jaribu tena baada ya saa {hours}',
  },
  networkLimitMinute: {
    en: 'Too many codes were asked for from this network. Please try again in 1 minute',
    sw: 'Misimbo mingi mno imeombwa kutoka mtandao huu. Tafadhali jaribu tena baada ya dakika 1',
  },
  networkLimitMinutes: {
    en: 'Too many codes were asked for from this network. Please try again in {minutes} minutes',
    sw: 'Misimbo mingi mno imeombwa kutoka mtandao huu. Tafadhali jaribu tena baada ya dakika {minutes}',
  },
  codeSent: { en: 'The code was sent by SMS', sw: 'Msimbo umetumwa kwa SMS' },
  wrongCode: {
    en: 'The code is wrong or has expired. Ask for a new one',
    sw: 'Msimbo si sahihi au muda wake umeisha. Omba msimbo mpya',
  },
  registered: { en: 'Registration successful', sw: 'Usajili umekamilika' },
  sms: {
    en: 'Your verification code is {code}. It expires in {minutes} minutes. Do not share it with anyone.',
    sw: 'Msimbo wako wa uthibitisho ni {code}. Muda wake unaisha baada ya dakika {minutes}. Usimpe mtu yeyote.',
  },
});
