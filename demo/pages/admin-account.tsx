import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { useAdminAccount } from '../../src/admin/account-queries';
import { useWords } from '../../src/i18n/use-words';
import { ApiError } from '../../src/lib/api-client';
import {
  AccountFacts,
  AuditSection,
  DocumentsSection,
  OrdersSection,
  ReportsSection,
} from '../admin/account-sections';
import { adminAccountWords } from '../admin/accounts-words';
import { AdminLayout } from '../admin/admin-layout';
import { ListState } from '../admin/list-state';
import { StaffRoleForm } from '../admin/staff-role-form';
import { SuspensionForm } from '../admin/suspend-form';
import { adminWords } from '../admin/words';
import { paths } from '../config/paths';
import { useStaffRole } from '../market/viewer';

/** `/admin/accounts/{id}` (moderators): the account, its orders, documents, reports and trail. */
export function AdminAccountPage() {
  return (
    <AdminLayout page="accounts">
      <AccountDetail />
    </AdminLayout>
  );
}

const AccountDetail = observer(function AccountDetail() {
  const { m } = useWords(adminAccountWords);
  const desk = useWords(adminWords).m;
  const { id = '' } = useParams();
  const role = useStaffRole();
  const account = useAdminAccount(id, desk.loadFailed);
  const back = (
    <p>
      <Link to={paths.adminAccounts}>← {m.back}</Link>
    </p>
  );
  if (account.status === 'error' && account.error instanceof ApiError) {
    if (account.error.status === 404) {
      return (
        <>
          <p role="alert">{m.notFound}</p>
          {back}
        </>
      );
    }
  }
  return (
    <>
      {back}
      <ListState state={account}>
        {(detail) => (
          <>
            <h2>{detail.full_name}</h2>
            <AccountFacts account={detail} />
            {detail.status === 'deleted' ? null : (
              <SuspensionForm
                key={detail.status}
                account={detail}
                suspended={detail.status === 'suspended'}
                onDone={account.reload}
              />
            )}
            {role === 'admin' && detail.status !== 'deleted' ? (
              <StaffRoleForm
                key={detail.staff_role ?? 'none'}
                account={detail}
                onDone={account.reload}
              />
            ) : null}
            <OrdersSection orders={detail.orders} />
            <DocumentsSection documents={detail.documents} />
            <ReportsSection
              title={m.reportsReceived.title}
              empty={m.reportsReceived.empty}
              reports={detail.reports_received}
            />
            <ReportsSection
              title={m.reportsMade.title}
              empty={m.reportsMade.empty}
              reports={detail.reports_made}
            />
            <AuditSection rows={detail.audit} />
          </>
        )}
      </ListState>
    </>
  );
});
