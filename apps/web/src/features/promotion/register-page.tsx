import './promotion.css';
import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { isInlinePicture } from '../../shared/query/allowed-url.ts';
import { usePageScope } from '../../shared/scope/page-scope.ts';
import { useIsAllowedUrl } from '../../shared/scope/use-page-urls.ts';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { getLanding, type LandingData } from './api/get-landing.ts';
import { colourOf } from './colour.ts';
import { type Landing as LandingContext, landingOf } from './landing-context.ts';
import { LenderLine } from './lender-line.tsx';
import { PromotionMissing, promotionMissing } from './promotion-missing.tsx';
import { RegisterForm } from './register-form.tsx';
import { trackingOf, trackLandingVisit } from './tracking.ts';

/** The promotion landing `/h5/register?id=<templateId>&…` (PRODUCT.md §14). */
export const RegisterPage = () => {
  const { t } = useLingui();
  const { state, reload } = useScreenData(getLanding);
  if (state.status === 'loading') return <Loading />;
  if (promotionMissing(state)) return <PromotionMissing state={state} />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load this promotion`} state={state} onRetry={reload} />;
  return <Landing {...state.data} />;
};

const Landing = ({ template, lenderName, sid }: LandingData) => {
  const isAllowedUrl = useIsAllowedUrl();
  const { search } = useLocation();
  const { userAgent } = usePageScope();
  const landing = useMemo(
    () => landingOf(template, new URLSearchParams(search), userAgent),
    [template, search, userAgent],
  );
  useDocumentTitle(template.title);
  // One visit per landing shown: React's strict mode runs an effect twice, the ref keeps it one.
  const tracked = useRef<LandingContext | null>(null);
  useEffect(() => {
    if (tracked.current === landing) return;
    tracked.current = landing;
    void trackLandingVisit(trackingOf(landing));
  }, [landing]);

  return (
    <main className="pr" style={{ '--pr-colour': colourOf(template.colour) } as CSSProperties}>
      {(isAllowedUrl(template.banner) || isInlinePicture(template.banner)) && (
        // The landing's largest paint: fetched before the captcha's picture and the app's code.
        <img
          className="pr-banner"
          src={template.banner}
          width={750}
          height={360}
          alt=""
          fetchPriority="high"
        />
      )}
      <h1 className="pr-title">{template.title}</h1>
      <ul className="pr-benefits">
        {template.benefits.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <LenderLine name={lenderName} />
      <RegisterForm template={template} landing={landing} sid={sid} />
    </main>
  );
};

export const page: ScreenPage = { Component: RegisterPage, data: getLanding };
