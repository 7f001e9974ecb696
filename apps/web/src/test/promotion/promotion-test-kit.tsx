import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { PROMOTION_PATHS } from '@tz-loan/contract/promotion/paths';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AgreementPage } from '../../features/promotion/agreement-page.tsx';
import { DownloadPage } from '../../features/promotion/download-page.tsx';
import { RegisterPage } from '../../features/promotion/register-page.tsx';

// The promotion screens as the channel app routes them (its hash path is the router's path).

export const CALL = Object.fromEntries(
  Object.entries(PROMOTION_PATHS).map(([name, call]) => [name, `${call.method} ${call.path}`]),
) as Record<keyof typeof PROMOTION_PATHS, string>;

export const LANDING = '/register?id=1&user_from=fb&app_from=ad1&utm_tag=spring&invite_code=X';

let current: Location | undefined;
const LocationProbe = () => {
  current = useLocation();
  return null;
};

export const renderPromotion = (url: string) => {
  current = undefined;
  const view = render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/downloadTemplate" element={<DownloadPage />} />
          <Route path="/agreementTemplate" element={<AgreementPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { ...view, location: () => current };
};

export const field = {
  phone: () => screen.getByLabelText('Mobile number'),
  captcha: () => screen.getByLabelText('Characters in the picture'),
  code: () => screen.getByLabelText('Verification code'),
  picture: () => screen.getByRole('img', { name: 'Characters to copy. Tap for new ones' }),
};
