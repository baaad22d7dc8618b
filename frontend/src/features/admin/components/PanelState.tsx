import { Spinner } from '../../../components/Spinner/Spinner';

/** A tab's loading or error state. */
export function PanelState({ loading, error }: { loading: boolean; error: string | null }) {
  if (loading)
    return (
      <div className="admin-state" aria-busy="true">
        <Spinner size="lg" />
      </div>
    );
  return (
    <div className="admin-state" role="alert">
      {error}
    </div>
  );
}
