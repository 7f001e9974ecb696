import './instructions-page.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { ScreenPage } from '../../../shared/screens/screen.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { ZoomedImage } from '../../../shared/ui/zoomed-image.tsx';
import { AGENT, type GuideBlock, WALLETS } from './instructions-guide.ts';

const Block = ({ block, onZoom }: { block: GuideBlock; onZoom: (block: GuideBlock) => void }) => {
  const { t, i18n } = useLingui();
  const imageAlt = i18n._(block.imageAlt);
  return (
    <article className="instructions-block">
      <div>
        <h3>{typeof block.title === 'string' ? block.title : i18n._(block.title)}</h3>
        <ol>
          {block.steps.map((step) => (
            <li key={step.id}>{i18n._(step)}</li>
          ))}
        </ol>
      </div>
      <button
        type="button"
        className="instructions-thumb"
        aria-label={t`Enlarge: ${imageAlt}`}
        onClick={() => onZoom(block)}
      >
        {/* width/height reserve the space before the drawing arrives (no layout shift). */}
        <img src={block.image} alt="" width="88" height="132" loading="lazy" decoding="async" />
      </button>
    </article>
  );
};

/** Payment instructions `/dragonpayPaymentInstructions`: how to pay a pay code by wallet or at an agent. */
export const PaymentInstructionsPage = () => {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Payment instructions`);
  const [zoomed, setZoomed] = useState<GuideBlock | null>(null);
  const unzoom = useCallback(() => setZoomed(null), []);
  return (
    <main className="instructions-page">
      <h1 className="instructions-title">
        <Trans>Payment instructions</Trans>
      </h1>
      <p className="instructions-lead">
        <Trans>Pay with the pay code from your repayment code page. Tap a picture to see it larger.</Trans>
      </p>
      <section className="instructions-card" aria-labelledby="instructions-wallet">
        <h2 id="instructions-wallet">
          <Trans>Pay with your e-wallet (bill pay)</Trans>
        </h2>
        {WALLETS.map((block) => (
          <Block key={block.image} block={block} onZoom={setZoomed} />
        ))}
      </section>
      <section className="instructions-card" aria-labelledby="instructions-agent">
        <h2 id="instructions-agent">
          <Trans>Pay at a shop or agent</Trans>
        </h2>
        <Block block={AGENT} onZoom={setZoomed} />
      </section>
      {zoomed && (
        <ZoomedImage
          src={zoomed.image}
          alt={i18n._(zoomed.imageAlt)}
          width={120}
          height={180}
          className="instructions-zoomed"
          onClose={unzoom}
        />
      )}
    </main>
  );
};

export const page: ScreenPage = { Component: PaymentInstructionsPage };
