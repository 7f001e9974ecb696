import { useLingui } from '@lingui/react/macro';
import type { CallState } from '../../shared/http/use-call.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';

type Refused = Extract<CallState<unknown>, { status: 'refused' }>;

/** No template by that id (404), or no usable id at all (400): the promotion is over, not an error. */
export const promotionMissing = (state: CallState<unknown>): state is Refused =>
  state.status === 'refused' && (state.code === 404 || state.code === 400);

export const PromotionMissing = ({ state }: { state: Refused }) => {
  const { t } = useLingui();
  const title =
    state.code === 404 && state.message ? state.message : t`This promotion does not exist or has ended`;
  useDocumentTitle(title);
  return (
    <main className="message-screen">
      <h1>{title}</h1>
      <p>{t`Follow the link of a current offer to register.`}</p>
    </main>
  );
};
