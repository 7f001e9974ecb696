// No zod here: the texts are plain data, and the server reads them without the schemas.

/**
 * What the contract says of a refused input, in both languages (PRODUCT.md §16). A schema carries
 * `en` (through `inputText`, its values filled in); the server finds the Kiswahili of a refusal by
 * its English. `{name}` marks a value.
 */
export type InputText = { readonly en: string; readonly sw: string };

export const INPUT_TEXTS = {
  required: { en: '{name} is required', sw: '{name} inahitajika' },
  eitherRequired: { en: '{first} or {second} is required', sw: '{first} au {second} inahitajika' },
  notValid: { en: '{name} is not valid', sw: '{name} si sahihi' },
  notValidId: { en: '{name} is not a valid id', sw: '{name} si namba sahihi ya utambulisho' },
  wholeNumber: { en: '{name} must be a whole number', sw: '{name} lazima iwe namba kamili' },
  atLeast: { en: '{name} must be at least {min}', sw: '{name} isiwe chini ya {min}' },
  atMost: { en: '{name} must be at most {max}', sw: '{name} isizidi {max}' },
  zeroOrOne: { en: '{name} must be 0 or 1', sw: '{name} lazima iwe 0 au 1' },
  mustBe: { en: '{name} must be {value}', sw: '{name} lazima iwe {value}' },
  tooLong: { en: '{name} is too long', sw: '{name} ni ndefu mno' },
  phone: {
    en: 'Enter a Tanzanian mobile number, such as 0712345678',
    sw: 'Weka namba ya simu ya Tanzania, kama 0712345678',
  },
  smsCodeMissing: { en: 'Enter the code from the SMS', sw: 'Weka msimbo uliotumwa kwa SMS' },
  smsCodeLength: {
    en: 'The code from the SMS has {digits} digits',
    sw: 'Msimbo uliotumwa kwa SMS una tarakimu {digits}',
  },
  chooseHowToPay: { en: 'Choose how to pay', sw: 'Chagua njia ya kulipa' },
  paymentReference: {
    en: 'The payment reference is 6 to 30 letters or digits',
    sw: 'Namba ya muamala ina herufi au tarakimu 6 hadi 30',
  },
} as const satisfies Record<string, InputText>;

/** The English a schema carries, its values filled in. */
export const inputText = (text: InputText, values: Readonly<Record<string, string | number>> = {}) =>
  text.en.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
