import { Checkbox, RadioGroup, Slider, Stack } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { MessageKey } from '../../../../i18n/intl';
import type { ApiRequestError } from '../../../api/http';
import type { MutationState } from '../../../api/mutation';
import {
  clampSlider,
  displayedMinutes,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  MIN_STEPS_BETWEEN_ENDS,
  type ScheduleEnforcementForm,
  scheduleEnforcementFormSchema,
} from '../../../domain/scheduleEnforcement';
import { FormScreenLayout } from '../../../scaffold/form/FormScreenLayout';
import { type FormScreen, useFormScreen } from '../../../scaffold/form/useFormScreen';

export interface ScheduleEnforcementPageProps {
  values: ScheduleEnforcementForm;
  asOf: number | null;
  saveState: MutationState;
  saveError: ApiRequestError | null;
  onSubmit: (values: ScheduleEnforcementForm) => void;
  /** Reads the record again: after a stale save the form offers the latest version. */
  reload?: () => Promise<unknown>;
}

const change = { shouldDirty: true, shouldValidate: true } as const;

/** The two checks with their sliders (§2), and their words. */
const WINDOWS = [
  {
    check: 'isClockInEnforcementEnabled',
    slider: 'clockIn',
    checkLabel: 'ScheduleEnforcement.ClockIn',
    sliderLabel: 'ScheduleEnforcement.ClockInSlider',
  },
  {
    check: 'isClockOutEnforcementEnabled',
    slider: 'clockOut',
    checkLabel: 'ScheduleEnforcement.ClockOut',
    sliderLabel: 'ScheduleEnforcement.ClockOutSlider',
  },
] as const;

/**
 * Schedule enforcement (3-settings §2, §4, §5): the clock-in and clock-out checks, each with its
 * slider (active only while checked: how many minutes before and after the scheduled time), and
 * whether unscheduled shifts need approval. Save and Discard.
 */
export function ScheduleEnforcementPage(props: ScheduleEnforcementPageProps) {
  const { t } = useT();
  const screen = useFormScreen({
    schema: scheduleEnforcementFormSchema,
    values: props.values,
    saveState: props.saveState,
    saveError: props.saveError,
    onSubmit: props.onSubmit,
    reload: props.reload,
  });
  const { form } = screen;
  return (
    <FormScreenLayout
      screen={screen}
      label={t('ScheduleEnforcement.FormLabel')}
      failureFallback={t('ScheduleEnforcement.ErrorMessage')}
      asOf={props.asOf}
    >
      {WINDOWS.map((w) => (
        <EnforcementWindow key={w.slider} screen={screen} {...w} />
      ))}
      <RadioGroup
        label={t('ScheduleEnforcement.UnscheduledApproval')}
        orientation="horizontal"
        options={[
          { value: 'yes', label: t('ScheduleEnforcement.Yes') },
          { value: 'no', label: t('ScheduleEnforcement.No') },
        ]}
        value={form.watch('approval')}
        onValueChange={(v) => form.setValue('approval', v === 'yes' ? 'yes' : 'no', change)}
      />
    </FormScreenLayout>
  );
}

interface EnforcementWindowProps {
  screen: FormScreen<ScheduleEnforcementForm>;
  check: 'isClockInEnforcementEnabled' | 'isClockOutEnforcementEnabled';
  slider: 'clockIn' | 'clockOut';
  /** Catalogue keys. */
  checkLabel: MessageKey;
  sliderLabel: MessageKey;
}

/** A check and its slider: the slider moves only while the check is on (§4). */
function EnforcementWindow({ screen, check, slider, checkLabel, sliderLabel }: EnforcementWindowProps) {
  const { t } = useT();
  const { form } = screen;
  const on = form.watch(check) === true;
  const value = form.watch(slider) ?? [];
  const minutesText = (v: number, index: number) =>
    t(index === 0 ? 'ScheduleEnforcement.MinutesBefore' : 'ScheduleEnforcement.MinutesAfter', {
      minutes: displayedMinutes(v),
    });
  return (
    <Stack space="small">
      <Checkbox
        label={t(checkLabel)}
        checked={on}
        onCheckedChange={(checked) => form.setValue(check, checked, change)}
      />
      <Slider
        label={t(sliderLabel)}
        value={value}
        min={SLIDER_MIN}
        max={SLIDER_MAX}
        step={SLIDER_STEP}
        minStepsBetweenThumbs={MIN_STEPS_BETWEEN_ENDS}
        thumbLabels={[t('ScheduleEnforcement.Earliest'), t('ScheduleEnforcement.Latest')]}
        valueText={minutesText}
        summary={
          value.length === 2
            ? t('ScheduleEnforcement.Window', {
                before: minutesText(value[0], 0),
                after: minutesText(value[1], 1),
              })
            : undefined
        }
        disabled={!on}
        onValueChange={(v) => form.setValue(slider, clampSlider(v), change)}
      />
    </Stack>
  );
}
