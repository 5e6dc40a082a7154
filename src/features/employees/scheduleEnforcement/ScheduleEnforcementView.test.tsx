import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { expectNoAxeViolations } from '../../../../test/axe';
import { connectPortalToServer, renderPortalScreen } from '../../../../test/renderApp';
import type { TestServer } from '../../../../test/server';
import { http } from '../../../api/http';
import { dismissErrorModal, errorModalStore } from '../../../lib/errorModal';
import { signIn } from '../../selection/shared/testSession';
import { ScheduleEnforcementView } from './ScheduleEnforcementView';
import { WITHOUT_TICKETS } from '../../../../test/server';

const text = messages as Record<string, string>;
const LOAD = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await connectPortalToServer({ LOGIN_ATTEMPTS_PER_WINDOW: '1000' }, WITHOUT_TICKETS);
  await server.db.exec('create table snap_schedule as select * from schedule_enforcement');
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.exec(
    'delete from schedule_enforcement; insert into schedule_enforcement select * from snap_schedule',
  );
});

async function renderScreen(username: string, storeId: number | null) {
  await signIn(server, username);
  if (storeId !== null) await http.post(`Account/SaveStoreContext?StoreId=${storeId}`, {});
  return renderPortalScreen(ScheduleEnforcementView, '/employees/scheduleEnforcement');
}

const thumb = (slider: string, end: string) =>
  screen.getByRole('slider', { name: `${text[slider]} ${text[end]}` });
const clockInLatest = () => thumb('ScheduleEnforcement.ClockInSlider', 'ScheduleEnforcement.Latest');
const saveButton = () => screen.getByRole('button', { name: text['DesignSystem.Save'] });
const stored = async () =>
  (
    await server.db.query<{ clock_in_upper_limit: number; is_unscheduled_shift_approval_required: boolean }>(
      'select clock_in_upper_limit, is_unscheduled_shift_approval_required from schedule_enforcement where store_id = 2001',
    )
  )[0];

describe('schedule enforcement against the real server (3-settings §4, §7, §8)', () => {
  it('shows the minutes, moves a slider by keyboard and saves the limit of §4', async () => {
    const user = userEvent.setup();
    const { container } = await renderScreen('owner', 2001);
    await waitFor(() => expect(clockInLatest()).toHaveAttribute('aria-valuetext', '5 minutes after'), LOAD);
    expect(thumb('ScheduleEnforcement.ClockInSlider', 'ScheduleEnforcement.Earliest')).toHaveAttribute(
      'aria-valuetext',
      '10 minutes before',
    );
    expect(thumb('ScheduleEnforcement.ClockOutSlider', 'ScheduleEnforcement.Earliest')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('checkbox', { name: text['ScheduleEnforcement.ClockOut'] })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: text['ScheduleEnforcement.Yes'] })).toBeChecked();
    await expectNoAxeViolations(container);

    act(() => clockInLatest().focus());
    await user.keyboard('{ArrowRight}');
    expect(clockInLatest()).toHaveAttribute('aria-valuetext', '10 minutes after');
    await user.click(screen.getByRole('radio', { name: text['ScheduleEnforcement.No'] }));
    await user.click(saveButton());
    expect(await screen.findByText(text['Form.Saved'], {}, LOAD)).toBeInTheDocument();
    // slider 15 → 10 minutes shown → limit 5 saved
    expect(await stored()).toEqual({
      clock_in_upper_limit: 5,
      is_unscheduled_shift_approval_required: false,
    });
  });

  it('opens the error modal titled Error when the save fails', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2001);
    await waitFor(() => expect(clockInLatest()).toHaveAttribute('aria-valuetext', '5 minutes after'), LOAD);
    // the session moves to another store meanwhile (another tab): the save names 2001 and is refused
    await http.post('Account/SaveStoreContext?StoreId=2002', {});
    act(() => clockInLatest().focus());
    await user.keyboard('{ArrowRight}');
    await user.click(saveButton());
    await waitFor(
      () =>
        expect(errorModalStore.current()).toMatchObject({
          title: text['ErrorModal.Title'],
          message: text['ScheduleEnforcement.ErrorMessage'],
        }),
      LOAD,
    );
    dismissErrorModal(errorModalStore.current()?.id ?? 0);
    expect(screen.queryByText(text['Form.Saved'])).toBeNull();
    expect((await stored()).clock_in_upper_limit).toBe(0);
  });

  it('a stale save says someone else changed it and loads their version with my change over it; the save then goes through', async () => {
    const user = userEvent.setup();
    await renderScreen('owner', 2001);
    await waitFor(() => expect(clockInLatest()).toHaveAttribute('aria-valuetext', '5 minutes after'), LOAD);
    // someone else saves first: no approval for unscheduled shifts
    await server.db.query(
      `update schedule_enforcement set is_unscheduled_shift_approval_required = false,
         concurrency_checksum = concurrency_checksum + 1 where store_id = 2001`,
    );
    act(() => clockInLatest().focus());
    await user.keyboard('{ArrowRight}');
    await user.click(saveButton());
    const stale = await screen.findByRole('alert', {}, LOAD);
    expect(stale).toHaveTextContent(text['Form.Stale']);
    expect(errorModalStore.current()).toBeNull();
    await user.click(within(stale).getByRole('button', { name: text['Form.LoadLatest'] }));
    await waitFor(
      () => expect(screen.getByRole('radio', { name: text['ScheduleEnforcement.No'] })).toBeChecked(),
      LOAD,
    );
    expect(clockInLatest()).toHaveAttribute('aria-valuetext', '10 minutes after');
    expect(screen.getByText(text['Form.Reapplied'])).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText(text['Form.Saved'], {}, LOAD)).toBeInTheDocument();
    expect(await stored()).toEqual({
      clock_in_upper_limit: 5,
      is_unscheduled_shift_approval_required: false,
    });
  });

  it('shows only a warning above one store', async () => {
    await renderScreen('owner', null);
    expect(await screen.findByText(text['ScheduleEnforcement.AboveOneStore'], {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('a company view of a single store works as that store (§1): its sliders, no warning', async () => {
    await signIn(server, 'madmin');
    await http.post('Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: 1003 });
    renderPortalScreen(ScheduleEnforcementView, '/employees/scheduleEnforcement');
    await waitFor(() => expect(clockInLatest()).toBeInTheDocument(), LOAD);
    expect(screen.queryByText(text['ScheduleEnforcement.AboveOneStore'])).toBeNull();
  });
});
