import { i18n } from '@lingui/core';
import { afterEach, beforeEach } from 'vitest';
import { messages as english } from '../locales/en.po';
import { messages as swahili } from '../locales/sw.po';

/** Registers the hooks of a test file whose screens are read in Kiswahili; English again after each. */
export const inKiswahili = () => {
  beforeEach(() => {
    i18n.loadAndActivate({ locale: 'sw', messages: swahili });
  });
  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: english });
  });
};
