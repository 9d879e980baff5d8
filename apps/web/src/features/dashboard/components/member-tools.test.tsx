import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { IMPORT_MSG, type MemberImportProgress, type MemberImportResult } from '@tlt/shared/back-office/member-import';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, PLANS, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MemberTools } from './member-tools.tsx';

const admin = makeUser({ _id: 'u-admin', userType: 'admin', payment: [] });
const created = makeUser({ _id: 'm-new', email: 'new.member@example.com', name: 'New Member' });

const RESULT: MemberImportResult = {
  rows: 4,
  planType: 'Yearly',
  created: [{ row: 2, _id: 'm1', email: 'rahul.sharma@gmail.com', name: 'Rahul Sharma' }],
  skipped: [{ row: 3, email: 'already@example.com', reason: IMPORT_MSG.alreadyMember }],
  refused: [{ row: 4, text: 'rahul - Rahul - 12345 - gmail.com', reason: MSG.invalidContact }, { row: 5, text: 'just text', reason: IMPORT_MSG.rowFormat }],
};

const IMPORT_ID = '0b5b6a3e-4f1e-4c3a-9a57-1f2d3c4b5a69';
const progress = (o: Partial<MemberImportProgress>): MemberImportProgress =>
  ({ _id: IMPORT_ID, status: 'running', rows: 4, done: 0, created: 0, skipped: 0, refused: 0, ...o });

function setup(o: { signup?: () => Response; importer?: () => Response } = {}) {
  storeSession(admin);
  // The import runs in the background: running when first asked, then done with every row.
  let asked = 0;
  const status = () => (++asked === 1
    ? envelopeResponse(200, { ...RESULT, created: RESULT.created, skipped: [], refused: [], progress: progress({ done: 1, created: 1 }) }, IMPORT_MSG.started)
    : envelopeResponse(200, { ...RESULT, progress: progress({ status: 'done', done: 4, created: 1, skipped: 1, refused: 2 }) }, IMPORT_MSG.done(1, 1, 2)));
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, admin),
    'GET /api/plan/all': () => envelopeResponse(200, PLANS),
    'POST /api/auth/signup': o.signup ?? (() => envelopeResponse(200, { user: created, token: null }, MSG.signupSuccess)),
    'POST /api/user/import': o.importer ?? (() => envelopeResponse(202, progress({ status: 'queued' }), IMPORT_MSG.started)),
    [`GET /api/user-import/${IMPORT_ID}`]: status,
  });
  return { spy, ...renderRoutes([{ path: '/dashboard', element: <MemberTools /> }], '/dashboard') };
}

const createForm = async () => screen.findByRole('form', { name: 'Create user' });

async function fillCreateForm(user: ReturnType<typeof setup>['user'], values: Partial<Record<string, string>> = {}) {
  const form = await createForm();
  const v = { Email: 'New.Member@example.com', Name: 'New Member', Password: 'Str0ng!pass', Contact: '9876543210', 'Amount paid (₹)': '34999', 'Txn id': 'UTR-77', ...values };
  for (const [label, value] of Object.entries(v)) if (value) await user.type(within(form).getByLabelText(label), value);
  return form;
}

describe('MemberTools: create user', () => {
  it('starts on the Annual (Yearly) plan and keeps Create user disabled until every field is filled', async () => {
    const { user, spy } = setup();
    const form = await createForm();
    expect(within(form).getByLabelText('Plan')).toHaveValue('Yearly');
    expect(within(within(form).getByLabelText('Plan')).getByRole('option', { name: /Yearly \(Annual, 2 Years\) · 12 months/ })).toBeInTheDocument();
    await fillCreateForm(user, { 'Txn id': '' });
    const submit = within(form).getByRole('button', { name: 'Create user' });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(callsTo(spy, 'POST /api/auth/signup')).toHaveLength(0);
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.type(within(form).getByLabelText('Txn id'), 'UTR-77');
    expect(submit).toBeEnabled();
  });

  it('posts the spec call (normal, active, manual payment in rupees), toasts Registration success!! and clears the form', async () => {
    const { user, spy } = setup();
    const form = await fillCreateForm(user);
    await user.selectOptions(within(form).getByLabelText('Plan'), 'Half-Yearly');
    await user.click(within(form).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.signupSuccess, undefined));
    expect(callsTo(spy, 'POST /api/auth/signup')).toEqual([{
      name: 'New Member', email: 'new.member@example.com', contactNo: '9876543210', password: 'Str0ng!pass', userType: 'normal', active: true,
      payment: { amount: 34999, txnId: 'UTR-77', planType: 'Half-Yearly' },
    }]);
    await waitFor(() => expect(within(form).getByLabelText('Email')).toHaveValue(''));
    expect(within(form).getByLabelText('Plan')).toHaveValue('Yearly');
  });

  it('shows the sign-up form messages for wrong values and sends nothing', async () => {
    const { user, spy } = setup();
    const form = await fillCreateForm(user, { Contact: '12345', 'Amount paid (₹)': '12.345' });
    await user.click(within(form).getByRole('button', { name: 'Create user' }));
    expect(await within(form).findByText(MSG.invalidContact)).toBeInTheDocument();
    expect(within(form).getByText('The amount can have at most two decimals (paise)')).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/auth/signup')).toHaveLength(0);
  });

  it("toasts the server's reason, or the spec's failure copy when there is none", async () => {
    const { user } = setup({ signup: () => envelopeResponse(409, undefined, MSG.userExists) });
    const form = await fillCreateForm(user);
    await user.click(within(form).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.userExists, undefined));
    expect(within(form).getByLabelText('Email')).toHaveValue('New.Member@example.com');
  });

  it('falls back to "Failed to register…" on a server error', async () => {
    const { user } = setup({ signup: () => envelopeResponse(500, undefined, 'Something went wrong') });
    const form = await fillCreateForm(user);
    await user.click(within(form).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to register. Please contact admin for futher support!', undefined));
  });
});

describe('MemberTools: import from Excel', () => {
  const workbook = () => new File(['PK'], 'members.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const importForm = () => screen.findByRole('form', { name: 'Import from Excel' });

  it('says the row format and the 2,000-row cap, and asks for the file, amount and txn id before sending', async () => {
    const { user, spy } = setup();
    const form = await importForm();
    expect(within(form).getByText(/up to 2,000 rows/)).toBeInTheDocument();
    expect(within(form).getByText('rahul.sharma - Rahul Sharma - 9876543210 - gmail.com')).toBeInTheDocument();
    expect(within(form).getByLabelText('Plan')).toHaveValue('Yearly');
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    expect(within(form).getByText(IMPORT_MSG.noFile)).toBeInTheDocument();
    expect(within(form).getByText('Amount paid is required')).toBeInTheDocument();
    expect(within(form).getByText('Txn id is required')).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/user/import')).toHaveLength(0);
  });

  afterEach(() => vi.useRealTimers());

  it('uploads the workbook with the plan, amount, reference and mail choice, shows the progress, then lists each row by number', async () => {
    // The clock is the test's: the import is asked again after its 5 s fallback poll, moved on here rather than
    // waited for (a real 5 s wait raced the assertion's own timeout on a loaded machine).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, spy } = setup();
    const form = await importForm();
    await user.upload(within(form).getByLabelText('Excel file'), workbook());
    await user.selectOptions(within(form).getByLabelText('Plan'), 'Quarterly');
    await user.type(within(form).getByLabelText('Amount each paid (₹)'), '9199');
    await user.type(within(form).getByLabelText('Txn id for all'), 'NEFT batch 7');
    await user.click(within(form).getByLabelText('Mail each new member how to set their password'));
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    // The progress while the rows run, then the result and its report.
    expect(await screen.findByText(/Importing: 1 of 4 rows done/)).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(IMPORT_MSG.done(1, 1, 2), undefined));
    expect(await screen.findByRole('button', { name: 'Download the report (.xlsx)' })).toBeInTheDocument();
    const [sent] = callsTo(spy, 'POST /api/user/import') as FormData[];
    expect(sent).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...sent.entries()].filter(([k]) => k !== 'file'))).toEqual({ planType: 'Quarterly', amount: '9199', txnId: 'NEFT batch 7', notify: 'false' });
    expect((sent.get('file') as File).name).toBe('members.xlsx');

    // Refused rows first, by row number, with the cell and the reason.
    expect(screen.getByText(/rows read on the/)).toHaveTextContent('4 rows read on the Yearly plan: 1 created, 1 skipped, 2 refused.');
    const table = screen.getByRole('table', { name: 'Imported rows by row number' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      `Row 4Refusedrahul - Rahul - 12345 - gmail.com${MSG.invalidContact}`,
      `Row 5Refusedjust text${IMPORT_MSG.rowFormat}`,
    ]);
    await user.click(screen.getByRole('button', { name: 'All 4' }));
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Row 2', 'Row 3', 'Row 4', 'Row 5']);
    expect(within(table).getByText('Rahul Sharma · rahul.sharma@gmail.com')).toBeInTheDocument();
    expect(within(table).getByText(IMPORT_MSG.alreadyMember)).toBeInTheDocument();
  });

  it("toasts the server's refusal of the file", async () => {
    const { user } = setup({ importer: () => envelopeResponse(400, undefined, IMPORT_MSG.tooManyRows(2345)) });
    const form = await importForm();
    await user.upload(within(form).getByLabelText('Excel file'), workbook());
    await user.type(within(form).getByLabelText('Amount each paid (₹)'), '0');
    await user.type(within(form).getByLabelText('Txn id for all'), 'Batch');
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(IMPORT_MSG.tooManyRows(2345), undefined));
    expect(screen.queryByRole('table')).toBeNull();
  });
});
