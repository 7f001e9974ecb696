import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { copyText } from '../../../shared/ui/copy-text.ts';
import { showInfo } from '../../../shared/ui/toast.ts';

const COPIED = msg`Copied`;
const COPY_FAILED = msg`Could not copy. Press and hold the code to copy it.`;

type Props = {
  text: string;
  /** Names what is copied when a screen has more than one. */
  label?: string;
};

/** 'Copy': puts `text` on the clipboard from the tap itself (iOS copies only during a tap). */
export const CopyButton = ({ text, label }: Props) => {
  const { i18n } = useLingui();
  return (
    <button
      type="button"
      className="code-copy"
      aria-label={label}
      onClick={() => {
        void copyText(text).then((copied) => showInfo(i18n._(copied ? COPIED : COPY_FAILED)));
      }}
    >
      <Trans>Copy</Trans>
    </button>
  );
};
