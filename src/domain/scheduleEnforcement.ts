/**
 * Schedule enforcement (3-settings-and-employees.md §2 "Schedule enforcement screen", §3, §4, §5,
 * §7, §9): how early an employee may clock in and how late clock out around the scheduled shift,
 * and whether an unscheduled shift needs approval. The slider arithmetic of §4, the entity, the one
 * yup schema of the body (the server's) and of the form (the portal's), once.
 */
import { concurrencyChecksum, flag, id, integer, text, yup } from './validation';

/** §9: the sliders run from -35 to 35 in steps of 5, with an offset of 5. */
export const SLIDER_MIN = -35;
export const SLIDER_MAX = 35;
export const SLIDER_STEP = 5;
export const SLIDER_OFFSET = 5;
/** §4: the default slider is -5 to +5, meaning 0 minutes each side. */
export const DEFAULT_SLIDER: readonly [number, number] = [-SLIDER_OFFSET, SLIDER_OFFSET];

/** The ends stay at least -5..+5 apart: two steps (each end's bound follows the other's value). */
export const MIN_STEPS_BETWEEN_ENDS = (2 * SLIDER_OFFSET) / SLIDER_STEP;

export type SliderEnd = 'lower' | 'upper';

export const ScheduleEnforcementMessages = {
  slider: 'ScheduleEnforcement.SliderRangeError',
  limit: 'ScheduleEnforcement.LimitError',
} as const;

/** §4: the minutes a slider value shows: its absolute value minus 5 (-15 → 10, 5 → 0). */
export function displayedMinutes(value: number): number {
  return Math.abs(value) - SLIDER_OFFSET;
}

/** §4: the limit saved for a slider value: the displayed minutes minus 5 (lower ends by their absolute value). */
export function savedLimit(value: number): number {
  return displayedMinutes(value) - SLIDER_OFFSET;
}

/** The slider value of a saved limit (the inverse of savedLimit): negative for the lower end. */
export function sliderValueOf(limit: number, end: SliderEnd): number {
  const magnitude = limit + 2 * SLIDER_OFFSET;
  return end === 'lower' ? -magnitude : magnitude;
}

/** §5: a lower end lies from -35 to -5, an upper end from 5 to 35, on a step of 5. */
export function isSliderValue(value: unknown, end: SliderEnd): boolean {
  if (typeof value !== 'number' || !Number.isInteger(value) || value % SLIDER_STEP !== 0) return false;
  return end === 'lower'
    ? value >= SLIDER_MIN && value <= -SLIDER_OFFSET
    : value >= SLIDER_OFFSET && value <= SLIDER_MAX;
}

/** A saved limit is one a slider can give (-5 to 25 in steps of 5). */
export function isSavedLimit(value: unknown, end: SliderEnd): boolean {
  return (
    typeof value === 'number' && Number.isInteger(value) && isSliderValue(sliderValueOf(value, end), end)
  );
}

/** A slider's two ends held on their own sides of zero (a thumb dragged past it stops at ±5). */
export function clampSlider([lower, upper]: readonly number[]): [number, number] {
  return [Math.min(lower, -SLIDER_OFFSET), Math.max(upper, SLIDER_OFFSET)];
}

/** The entity of §3 (GetScheduleEnforcement's answer and SaveScheduleEnforcement's body), with our checksum. */
export interface ScheduleEnforcement {
  merchantId: number;
  storeId: number;
  isClockInEnforcementEnabled: boolean;
  clockInLowerLimit: number;
  clockInUpperLimit: number;
  isClockOutEnforcementEnabled: boolean;
  clockOutLowerLimit: number;
  clockOutUpperLimit: number;
  isUnScheduledShiftApprovalRequired: boolean;
  lastModifiedUserCode: string | null;
  concurrencyChecksum: number;
}

/** The default of a store never saved: both checks off, 0 minutes each side, no approval. */
export function defaultScheduleEnforcement(merchantId: number, storeId: number): ScheduleEnforcement {
  const limit = savedLimit(SLIDER_OFFSET);
  return {
    merchantId,
    storeId,
    isClockInEnforcementEnabled: false,
    clockInLowerLimit: limit,
    clockInUpperLimit: limit,
    isClockOutEnforcementEnabled: false,
    clockOutLowerLimit: limit,
    clockOutUpperLimit: limit,
    isUnScheduledShiftApprovalRequired: false,
    lastModifiedUserCode: null,
    concurrencyChecksum: 0,
  };
}

const limitField = (end: SliderEnd) =>
  integer()
    .required()
    .test('limit', ScheduleEnforcementMessages.limit, (v) => isSavedLimit(v, end));

/** GetScheduleEnforcement's query (§7): the merchant and store, which must be the session's. */
export const scheduleEnforcementQuerySchema = yup.object({
  merchantId: id().required(),
  storeId: id().required(),
});

/** SaveScheduleEnforcement's body (§3, §5): limits a slider can give; the user code is the session's. */
export const scheduleEnforcementBodySchema = yup.object({
  merchantId: id().required(),
  storeId: id().required(),
  isClockInEnforcementEnabled: flag().required(),
  clockInLowerLimit: limitField('lower'),
  clockInUpperLimit: limitField('upper'),
  isClockOutEnforcementEnabled: flag().required(),
  clockOutLowerLimit: limitField('lower'),
  clockOutUpperLimit: limitField('upper'),
  isUnScheduledShiftApprovalRequired: flag().required(),
  lastModifiedUserCode: text().nullable().max(256),
  concurrencyChecksum: concurrencyChecksum(),
});

/** The form: checkboxes, each slider as its two values, the approval as yes/no. */
export interface ScheduleEnforcementForm {
  isClockInEnforcementEnabled: boolean;
  clockIn: number[];
  isClockOutEnforcementEnabled: boolean;
  clockOut: number[];
  approval: 'yes' | 'no';
}

const sliderField = () =>
  yup
    .array(yup.number().required())
    .required()
    .test(
      'slider',
      ScheduleEnforcementMessages.slider,
      (v) => v?.length === 2 && isSliderValue(v[0], 'lower') && isSliderValue(v[1], 'upper'),
    );

export const scheduleEnforcementFormSchema = yup.object({
  isClockInEnforcementEnabled: flag().required(),
  clockIn: sliderField(),
  isClockOutEnforcementEnabled: flag().required(),
  clockOut: sliderField(),
  approval: yup.string().oneOf(['yes', 'no']).required(),
}) as unknown as yup.ObjectSchema<ScheduleEnforcementForm>;

/** The form of a loaded record: each saved limit as its slider value. */
export function scheduleEnforcementFormOf(e: ScheduleEnforcement): ScheduleEnforcementForm {
  return {
    isClockInEnforcementEnabled: e.isClockInEnforcementEnabled,
    clockIn: [sliderValueOf(e.clockInLowerLimit, 'lower'), sliderValueOf(e.clockInUpperLimit, 'upper')],
    isClockOutEnforcementEnabled: e.isClockOutEnforcementEnabled,
    clockOut: [sliderValueOf(e.clockOutLowerLimit, 'lower'), sliderValueOf(e.clockOutUpperLimit, 'upper')],
    approval: e.isUnScheduledShiftApprovalRequired ? 'yes' : 'no',
  };
}

/** The body of a save: the form's slider values as saved limits, for the loaded record's store. */
export function scheduleEnforcementBodyOf(
  form: ScheduleEnforcementForm,
  loaded: ScheduleEnforcement,
  userCode: string | null,
): ScheduleEnforcement {
  return {
    merchantId: loaded.merchantId,
    storeId: loaded.storeId,
    isClockInEnforcementEnabled: form.isClockInEnforcementEnabled,
    clockInLowerLimit: savedLimit(form.clockIn[0]),
    clockInUpperLimit: savedLimit(form.clockIn[1]),
    isClockOutEnforcementEnabled: form.isClockOutEnforcementEnabled,
    clockOutLowerLimit: savedLimit(form.clockOut[0]),
    clockOutUpperLimit: savedLimit(form.clockOut[1]),
    isUnScheduledShiftApprovalRequired: form.approval === 'yes',
    lastModifiedUserCode: userCode,
    concurrencyChecksum: loaded.concurrencyChecksum,
  };
}
