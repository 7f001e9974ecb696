import { Trans } from '@lingui/react/macro';
import type { ContractItem } from '@tz-loan/contract/loan/calls';
import { Fragment, type MouseEvent, useState } from 'react';

type AgreementProps = {
  contracts: ContractItem[];
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
  onOpen: (position: string) => void;
};

/** Checkbox, 'I have read and agree' and each contract's title; nothing when there are no contracts. */
export const AgreementRow = ({ contracts, agreed, onAgreed, onOpen }: AgreementProps) => {
  if (contracts.length === 0) return null;
  const open = (event: MouseEvent, position: string) => {
    // The titles sit inside the checkbox's label, and webviews toggle the box on a tap anywhere in a
    // label: the tap stops here.
    event.preventDefault();
    event.stopPropagation();
    onOpen(position);
  };
  return (
    <label className="confirm-agree">
      <input type="checkbox" checked={agreed} onChange={(event) => onAgreed(event.target.checked)} />
      <span>
        <Trans>I have read and agree</Trans>{' '}
        {contracts.map((contract, index) => (
          <Fragment key={contract.position}>
            {index > 0 && ', '}
            <a
              href={`#contract-${contract.position}`}
              className="confirm-link"
              onClick={(event) => open(event, contract.position)}
            >
              {contract.title}
            </a>
          </Fragment>
        ))}
      </span>
    </label>
  );
};

type FooterProps = {
  contracts: ContractItem[];
  onOpen: (position: string) => void;
  buttonText: string;
  busy: boolean;
  onApply: () => void;
};

/** The agreement row and the Apply button: Apply does nothing while the box is unchecked. */
export const ApplyFooter = ({ contracts, onOpen, buttonText, busy, onApply }: FooterProps) => {
  const [agreed, setAgreed] = useState(true);
  return (
    <footer className="confirm-footer">
      <AgreementRow contracts={contracts} agreed={agreed} onAgreed={setAgreed} onOpen={onOpen} />
      <button
        type="button"
        className={agreed ? 'confirm-button' : 'confirm-button inert'}
        disabled={busy}
        aria-busy={busy}
        onClick={() => {
          if (agreed) onApply();
        }}
      >
        {buttonText}
      </button>
    </footer>
  );
};
