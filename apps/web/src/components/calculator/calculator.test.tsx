import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CALCULATOR_MSG, COMMODITY_CONTRACTS_SEED, type StoredCommodityContract } from '@tlt/shared/trade-calculator';
import { envelopeResponse, makeUser, storeSession } from '../../test/fixtures.ts';
import { stubApi } from '../../test/billing-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { useCalculator, type CalculatorPrefill } from './calculator-provider.tsx';

function Opener({ prefill }: { prefill?: CalculatorPrefill }) {
  const calculator = useCalculator();
  return (
    <button type="button" onClick={() => calculator.open(prefill)}>
      Open calculator
    </button>
  );
}

/** `contracts`: what GET calculator/contracts answers; undefined makes it fail (404). */
function setup(opts: { prefill?: CalculatorPrefill; contracts?: StoredCommodityContract[] } = {}) {
  const user = makeUser();
  storeSession(user);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, user),
    ...(opts.contracts && { 'GET /api/calculator/contracts': () => envelopeResponse(200, opts.contracts) }),
  });
  const utils = renderRoutes([{ path: '*', element: <Opener prefill={opts.prefill} /> }], '/user-dashboard');
  const open = async () => {
    await utils.user.click(screen.getByRole('button', { name: 'Open calculator' }));
    return screen.findByRole('dialog', { name: 'Trade Calculator' });
  };
  return { ...utils, spy, open };
}

// The dialog is a lazy chunk; loaded here, so a busy machine's first transform is not charged to a test's findBy.
beforeAll(async () => {
  await import('./calculator-dialog.tsx');
});

// The contracts call is unstubbed in most tests: its fallback logs, which is not what they are about.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const result = () => screen.getByRole('region', { name: 'Result' });

async function fill(user: ReturnType<typeof setup>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    await user.type(field(label), value);
  }
}

const SPEC_EXAMPLE = { Capital: '100000', Risk: '1', 'Entry price': '100', 'Stop loss': '95' };

describe('trade calculator', () => {
  it('sizes the spec’s example: capital 1,00,000, 1% risk, entry 100, stop 95 -> buy 200 shares', async () => {
    const { open, user } = setup();
    await open();
    expect(screen.getByRole('tab', { name: 'Equity' })).toHaveAttribute('aria-selected', 'true');
    await fill(user, SPEC_EXAMPLE);
    expect(result()).toHaveTextContent('buy 200 shares');
    expect(within(result()).getByText('Money at risk').nextSibling).toHaveTextContent('₹1,000');
    expect(within(result()).getByText('Position value').nextSibling).toHaveTextContent('₹20,000');
  });

  it('says short sell when the stop is above the entry, and gives reward to risk with a target', async () => {
    const { open, user } = setup();
    await open();
    await fill(user, { ...SPEC_EXAMPLE, 'Entry price': '95', 'Stop loss': '100', 'Target (optional)': '85' });
    expect(result()).toHaveTextContent('short sell 200 shares');
    expect(within(result()).getByText('Reward to risk').nextSibling).toHaveTextContent('1 : 2.00');
  });

  it('divides by the lot size the member gives for options', async () => {
    const { open, user } = setup();
    await open();
    await user.click(screen.getByRole('tab', { name: 'Options' }));
    await fill(user, SPEC_EXAMPLE);
    expect(result()).not.toHaveTextContent('buy');
    await fill(user, { 'Lot size': '50' });
    expect(result()).toHaveTextContent('buy 4 lots');
  });

  it('uses a locked lot of 1000 for currencies', async () => {
    const { open, user } = setup();
    await open();
    await user.click(screen.getByRole('tab', { name: 'Currencies' }));
    const lot = field('Lot size');
    expect(lot).toHaveValue(1000);
    expect(lot).toHaveAttribute('readonly');
    await user.type(lot, '5');
    expect(lot).toHaveValue(1000);
    await fill(user, { Capital: '1000000', Risk: '1', 'Entry price': '83.5', 'Stop loss': '83.3' });
    expect(result()).toHaveTextContent('buy 50 lots');
  });

  it('sizes commodities by the contract’s multiplier: Gold moves ₹100 a lot per ₹1, Gold M ₹10', async () => {
    const { open, user } = setup();
    await open();
    await user.click(screen.getByRole('tab', { name: 'Commodities' }));
    await fill(user, { Capital: '1000000', Risk: '2', 'Entry price': '60000', 'Stop loss': '59900' });
    const contract = await screen.findByRole('combobox', { name: 'Contract' });
    expect(within(contract).getByRole('option', { name: 'Gold (1 Kg): ₹100 per ₹1 move (quoted per 10 g)' })).toBeInTheDocument();
    expect(within(contract).getAllByRole('option')).toHaveLength(COMMODITY_CONTRACTS_SEED.length + 1);
    await user.selectOptions(contract, 'Gold');
    expect(result()).toHaveTextContent('buy 2 lots');
    await user.selectOptions(contract, 'Gold M');
    expect(result()).toHaveTextContent('buy 20 lots');
  });

  it('takes the contracts from the server when it answers (an admin may have corrected one)', async () => {
    const { open, user } = setup({ contracts: [{ _id: 'c-gold', name: 'Gold', lot: '1 Kg', multiplier: 200, quotedPer: '10 g' }] });
    await open();
    await user.click(screen.getByRole('tab', { name: 'Commodities' }));
    await fill(user, { Capital: '1000000', Risk: '2', 'Entry price': '60000', 'Stop loss': '59900' });
    const contract = screen.getByRole('combobox', { name: 'Contract' });
    await waitFor(() => expect(within(contract).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(contract, 'c-gold');
    expect(result()).toHaveTextContent('buy 1 lot');
  });

  it('keeps what still applies on a mode switch: capital, risk and the prices; a lot size and a contract stay with their mode', async () => {
    const { open, user } = setup();
    await open();
    await fill(user, { ...SPEC_EXAMPLE, 'Target (optional)': '110' });
    await user.click(screen.getByRole('tab', { name: 'Options' }));
    expect(screen.getByRole('tab', { name: 'Options' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Entry price')).toHaveValue(100);
    expect(field('Stop loss')).toHaveValue(95);
    expect(field('Target (optional)')).toHaveValue(110);
    expect(field('Capital')).toHaveValue(100000);
    expect(field('Risk')).toHaveValue(1);
    // Options need the lot size the member gives: none is carried from shares.
    expect(field('Lot size')).toHaveValue(null);
    expect(result()).not.toHaveTextContent('buy');
    await fill(user, { 'Lot size': '50' });
    expect(result()).toHaveTextContent('buy 4 lots');
    await user.click(screen.getByRole('tab', { name: 'Currencies' }));
    expect(field('Lot size')).toHaveValue(1000);
    await user.click(screen.getByRole('tab', { name: 'Options' }));
    expect(field('Lot size')).toHaveValue(50);
  });

  it('opens in the mode and with the contract and risk the caller gives (a post), without changing the remembered risk', async () => {
    localStorage.setItem('calculatorInputs', JSON.stringify({ capital: '1000000', risk: '0.5' }));
    const { open } = setup({ prefill: { mode: 'Commodities', contract: 'Gold M', entry: 60000, stopLoss: 59900, risk: 2 } });
    await open();
    expect(screen.getByRole('tab', { name: 'Commodities' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Contract' })).toHaveValue('Gold M'));
    expect(field('Risk')).toHaveValue(2);
    expect(result()).toHaveTextContent('buy 20 lots');
    expect(JSON.parse(localStorage.getItem('calculatorInputs')!)).toEqual({ capital: '1000000', risk: '0.5' });
  });

  it('names only what is still to give', async () => {
    const { open, user } = setup({ prefill: { mode: 'Commodities', entry: 60000, stopLoss: 59900, risk: 1 } });
    await open();
    await user.clear(field('Capital'));
    expect(result()).toHaveTextContent('Fill in capital and pick a contract to see how much to trade.');
    await user.click(screen.getByRole('tab', { name: 'Options' }));
    await user.clear(field('Entry price'));
    expect(result()).toHaveTextContent('Fill in capital, entry and the lot size to see how much to trade.');
    await user.click(screen.getByRole('tab', { name: 'Commodities' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Contract' }), 'Gold');
    await fill(user, { Capital: '1000000', 'Entry price': '60000' });
    expect(result()).toHaveTextContent('buy 1 lot');
  });

  it('warns above 2% risk and highlights the field, without refusing to size', async () => {
    const { open, user } = setup();
    await open();
    await fill(user, { ...SPEC_EXAMPLE, Risk: '2' });
    expect(screen.queryByText(CALCULATOR_MSG.riskTooHigh)).not.toBeInTheDocument();
    await fill(user, { Risk: '2.5' });
    expect(screen.getByText(CALCULATOR_MSG.riskTooHigh)).toBeInTheDocument();
    expect(field('Risk')).toHaveAccessibleDescription(CALCULATOR_MSG.riskTooHigh);
    expect(field('Risk').className).toContain('border-amber-500');
    expect(result()).toHaveTextContent('buy 500 shares');
  });

  it('says the portfolio is too small when not one share fits', async () => {
    const { open, user } = setup();
    await open();
    await fill(user, { Capital: '1000', Risk: '1', 'Entry price': '100', 'Stop loss': '50' });
    expect(result()).toHaveTextContent(CALCULATOR_MSG.portfolioTooSmall);
  });

  it('refuses negative numbers', async () => {
    const { open, user } = setup();
    await open();
    for (const label of ['Capital', 'Risk', 'Entry price', 'Stop loss', 'Target (optional)']) expect(field(label)).toHaveAttribute('min', '0');
    await fill(user, { ...SPEC_EXAMPLE, Capital: '-100000' });
    expect(field('Capital')).toHaveAccessibleDescription('Enter 0 or more');
    expect(result()).not.toHaveTextContent('buy');
  });

  it('remembers the last capital and risk on this device, not the trade', async () => {
    const first = setup();
    await first.open();
    await fill(first.user, SPEC_EXAMPLE);
    await first.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await first.open();
    expect(field('Capital')).toHaveValue(100000);
    expect(field('Risk')).toHaveValue(1);
    expect(field('Entry price')).toHaveValue(null);
    expect(JSON.parse(localStorage.getItem('calculatorInputs')!)).toEqual({ capital: '100000', risk: '1' });
  });

  it('opens with what the caller fills in (a post’s stop loss and target)', async () => {
    const { open, user } = setup({ prefill: { stopLoss: 95, target: 110 } });
    await open();
    expect(field('Stop loss')).toHaveValue(95);
    expect(field('Target (optional)')).toHaveValue(110);
    expect(field('Entry price')).toHaveValue(null);
    await fill(user, { Capital: '100000', Risk: '1', 'Entry price': '100' });
    expect(result()).toHaveTextContent('buy 200 shares');
    expect(within(result()).getByText('Reward to risk').nextSibling).toHaveTextContent('1 : 2.00');
  });

  it('falls back to the seed contracts, and only logs, when the contracts call fails', async () => {
    const { open, user } = setup();
    await open();
    await user.click(screen.getByRole('tab', { name: 'Commodities' }));
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Contract' })).getAllByRole('option')).toHaveLength(15));
    expect(console.warn).toHaveBeenCalledWith('Could not load the commodity contracts; using the seed values', expect.anything());
  });
});
