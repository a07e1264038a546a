import { Link, useLocation } from 'react-router';
import type { ReportableKind } from '../../src/reports/report-api';
import { ReportButton } from '../../src/reports/report-button';
import { loginReturningTo } from '../config/paths';
import '../../src/reports/reports.css';

/** The members' Report button on a site page: a visitor's "Log in to report" comes back here. */
export function ReportAction({
  kind,
  id,
  own = false,
}: {
  kind: ReportableKind;
  id: number | string;
  own?: boolean;
}) {
  const location = useLocation();
  return (
    <ReportButton
      kind={kind}
      id={id}
      own={own}
      className={`site-report site-report--${kind}`}
      login={(label) => (
        <Link to={loginReturningTo(location.pathname + location.search)}>{label}</Link>
      )}
    />
  );
}
