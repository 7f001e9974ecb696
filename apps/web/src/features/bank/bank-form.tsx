import { Trans, useLingui } from '@lingui/react/macro';
import type { FormItem } from '@tz-loan/contract/bank/calls';
import { type FormEvent, Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../shared/screens/lazy-part.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { BankField, fieldId } from './bank-field.tsx';
import {
  buildBody,
  enterText,
  type FieldError,
  initialState,
  isCardTypeItem,
  isShown,
  type Option,
  pick,
  validate,
} from './bank-form-state.ts';
import { useHolderCheck } from './use-holder-check.ts';
import { useKeyboardOpen } from './use-keyboard-open.ts';
import { useSaveBank } from './use-save-bank.ts';

// Fetched at the first tap on an enum item (see bank-picker.tsx), not with the screen.
const BankPicker = lazyPart('src/features/bank/bank-picker.tsx', () =>
  import('./bank-picker.tsx').then((module) => module.BankPicker),
);

type BankFormProps = { items: FormItem[]; productId: string; source: string | null };

/** The server-driven form of SPEC.md §2: card type tabs, its items, and Next in a bar at the bottom. */
export const BankForm = ({ items, productId, source }: BankFormProps) => {
  const [state, setState] = useState(() => initialState(items));
  const [errors, setErrors] = useState<FieldError[]>([]);
  // The picker stays mounted once loaded, so it can animate out; `picking` is the item it shows.
  const [picking, setPicking] = useState<{ index: number; open: boolean } | null>(null);
  const keyboardOpen = useKeyboardOpen();
  const { save, sending } = useSaveBank(source);
  const holder = useHolderCheck();
  // The holder's name the provider gave, waiting for the borrower to say it is theirs.
  const [confirming, setConfirming] = useState<{
    message: string;
    unknown: boolean;
    body: Record<string, string>;
  } | null>(null);
  const { t } = useLingui();
  // The question gets the keyboard (Yes is where a screen reader starts); Escape answers No.
  const asking = confirming !== null;
  useEffect(() => {
    if (!asking) return;
    document
      .querySelector<HTMLButtonElement>('.bank-holder-dialog .lean-dialog-action.primary')
      ?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') answerHolder(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  const tabs = items.find(isCardTypeItem);
  const errorOf = (index: number) => errors.find((error) => error.index === index)?.reason;
  const clearError = (index: number) => setErrors((all) => all.filter((error) => error.index !== index));

  const onPicked = (option: Option) => {
    if (!picking) return;
    setState((current) => pick(current, items, picking.index, option));
    clearError(picking.index);
    closePicker();
  };
  // Closed, the picker hands the keyboard back to the field it was opened from.
  const closePicker = () => {
    if (!picking) return;
    setPicking({ ...picking, open: false });
    document.getElementById(fieldId(picking.index))?.focus();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(items, state);
    setErrors(found);
    const [first] = found;
    if (first) {
      // Each error is said under its field; a toast would cover them. The first one is brought to view.
      document.getElementById(fieldId(first.index))?.focus();
      return;
    }
    const body = buildBody(items, state, productId);
    const checked = await holder.check(body);
    if (checked.next === 'confirm') setConfirming({ ...checked, body });
    else if (checked.next === 'refuse') showUnderNumber(checked.message);
    else await send(body);
  };
  const numberIndex = () =>
    items.findIndex((item) => item.code === 'cardNo' && isShown(item, state.cardType));
  // The provider knows no such account: said under the number, which gets the focus to be corrected.
  const showUnderNumber = (reason: string) => {
    const index = numberIndex();
    setErrors([{ index, title: items[index]?.title ?? '', reason }]);
    document.getElementById(fieldId(index))?.focus();
  };
  const send = async (body: Record<string, string>) => {
    const refusal = await save(body);
    // The server names the field it refused ('Account number: …'): shown under that field too.
    const index = items.findIndex(
      (item) => isShown(item, state.cardType) && refusal.startsWith(`${item.title}:`),
    );
    if (index >= 0) {
      setErrors([
        { index, title: items[index]?.title ?? '', reason: refusal.slice(refusal.indexOf(':') + 1).trim() },
      ]);
    }
  };
  const answerHolder = (itIsMe: boolean) => {
    const asked = confirming;
    setConfirming(null);
    if (!asked) return;
    if (itIsMe) {
      holder.confirm(asked.body);
      void send(asked.body);
    } else {
      document.getElementById(fieldId(numberIndex()))?.focus();
    }
  };
  const pickingItem = picking ? items[picking.index] : undefined;

  return (
    <>
      <form className="bank-form" noValidate onSubmit={onSubmit}>
        {tabs && (
          <div className="bank-tabs" role="tablist" aria-label={tabs.title}>
            {tabs.note.map((option) => (
              <button
                key={option.type}
                type="button"
                role="tab"
                aria-selected={state.cardType === option.type}
                className="bank-tab"
                onClick={() => {
                  setState((current) => ({ ...current, cardType: option.type }));
                  setErrors([]);
                }}
              >
                {option.name}
              </button>
            ))}
          </div>
        )}
        <div className="bank-fields">
          {items.map((item, index) =>
            isShown(item, state.cardType) ? (
              <BankField
                // biome-ignore lint/suspicious/noArrayIndexKey: items are identified by position (two share `bankCode`) and never reorder.
                key={index}
                item={item}
                index={index}
                entry={state.entries[index]}
                error={errorOf(index)}
                onType={(at, text) => {
                  setState((current) => enterText(current, items, at, text));
                  clearError(at);
                }}
                onOpenPicker={(at) => setPicking({ index: at, open: true })}
              />
            ) : null,
          )}
        </div>
        {!keyboardOpen && (
          <div className="bank-next-bar">
            <button type="submit" className="bank-next" disabled={sending || holder.checking}>
              <Trans>Next</Trans>
            </button>
          </div>
        )}
      </form>
      <Dialog
        visible={confirming !== null}
        title={t`Account holder`}
        className="bank-holder-dialog"
        actions={[
          {
            key: 'no',
            text: confirming?.unknown ? t`Cancel` : t`No, change it`,
            onClick: () => answerHolder(false),
          },
          {
            key: 'yes',
            text: confirming?.unknown ? t`Save without the name` : t`Yes, it's me`,
            primary: true,
            onClick: () => answerHolder(true),
          },
        ]}
      >
        <p>{confirming?.message}</p>
      </Dialog>
      {picking && pickingItem && (
        <Suspense fallback={<div className="bank-picker-loading" aria-busy="true" />}>
          <BankPicker
            visible={picking.open}
            title={pickingItem.title}
            options={pickingItem.note}
            value={state.entries[picking.index]?.type ?? ''}
            onConfirm={onPicked}
            onCancel={closePicker}
          />
        </Suspense>
      )}
    </>
  );
};
