import './dialog.css';
import { msg } from '@lingui/core/macro';
import { type ReactNode, useId } from 'react';
import { usePageScope } from '../scope/page-scope.ts';

export type DialogAction = {
  key: string;
  text: ReactNode;
  /** The action the dialog leads to: shown in the primary colour and bold. */
  primary?: boolean;
  disabled?: boolean;
  onClick: () => void;
};

type DialogProps = {
  visible: boolean;
  title?: ReactNode;
  children?: ReactNode;
  /** Shown side by side along the bottom, like antd-mobile's Dialog. */
  actions: DialogAction[];
  /** A close icon in the corner (the bank-card prompt). */
  onClose?: () => void;
  /** Tapping outside. Left out: the mask does not close the dialog (SPEC.md's agreement and rating). */
  onMaskClick?: () => void;
  className?: string;
};

// The budgeted screens' one dialog. antd-mobile's Dialog and Modal cost 32 KB gzip each (their mask
// brings an animation library), more than the 90 KB first-load budget leaves once React and the router
// are in; this one is plain markup and CSS in antd-mobile's look.

/** A centred dialog over a mask, or nothing when not visible. */
export const Dialog = ({
  visible,
  title,
  children,
  actions,
  onClose,
  onMaskClick,
  className,
}: DialogProps) => {
  // The render's own language (a test may render this without the app's providers).
  const { i18n } = usePageScope();
  const titleId = useId();
  if (!visible) return null;
  return (
    <div className="lean-dialog-mask">
      {onMaskClick && (
        <button
          type="button"
          className="lean-dialog-backdrop"
          aria-label={i18n._(msg`Close`)}
          onClick={onMaskClick}
        />
      )}
      <div
        className={`lean-dialog ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
      >
        {onClose && (
          <button
            type="button"
            className="lean-dialog-close"
            aria-label={i18n._(msg`Close`)}
            onClick={onClose}
          >
            ×
          </button>
        )}
        {title && (
          <h2 className="lean-dialog-title" id={titleId}>
            {title}
          </h2>
        )}
        {children && <div className="lean-dialog-body">{children}</div>}
        {actions.length > 0 && (
          <div className="lean-dialog-actions">
            {actions.map((action) => (
              <button
                key={action.key}
                type="button"
                className={action.primary ? 'lean-dialog-action primary' : 'lean-dialog-action'}
                disabled={action.disabled}
                onClick={action.onClick}
              >
                {action.text}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
};
