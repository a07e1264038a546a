import { observer } from 'mobx-react-lite';
import { useNavigation } from 'react-router';
import { useKit } from '../../src/lib/kit-context';

/** spec §1: a thin red bar fixed at the top while a page or an API call loads. */
export const ProgressBar = observer(function ProgressBar() {
  const navigation = useNavigation();
  const { store } = useKit();
  const busy = navigation.state !== 'idle' || store.activity.pending > 0;
  return (
    <div
      className={busy ? 'progress-bar progress-bar--busy' : 'progress-bar'}
      aria-hidden="true"
      data-busy={busy}
    />
  );
});
