/**
 * The time zones a store may keep (3-settings §3 "a time zone list with DisplayName", §5 "timezone
 * (select from the time zone list)"): IANA names, as stores.time_zone holds them (migration 021, read
 * by the reports). One list for the portal's select and the server's check.
 */
export interface TimeZoneOption {
  /** The IANA name kept in stores.time_zone. */
  Id: string;
  DisplayName: string;
}

export const TIME_ZONES: readonly TimeZoneOption[] = [
  { Id: 'America/New_York', DisplayName: '(UTC-05:00) Eastern Time (US & Canada)' },
  { Id: 'America/Chicago', DisplayName: '(UTC-06:00) Central Time (US & Canada)' },
  { Id: 'America/Denver', DisplayName: '(UTC-07:00) Mountain Time (US & Canada)' },
  { Id: 'America/Phoenix', DisplayName: '(UTC-07:00) Arizona' },
  { Id: 'America/Los_Angeles', DisplayName: '(UTC-08:00) Pacific Time (US & Canada)' },
  { Id: 'America/Anchorage', DisplayName: '(UTC-09:00) Alaska' },
  { Id: 'Pacific/Honolulu', DisplayName: '(UTC-10:00) Hawaii' },
  { Id: 'America/Puerto_Rico', DisplayName: '(UTC-04:00) Atlantic Time (Puerto Rico, US Virgin Islands)' },
  { Id: 'Pacific/Guam', DisplayName: '(UTC+10:00) Guam, Northern Mariana Islands' },
  { Id: 'Pacific/Pago_Pago', DisplayName: '(UTC-11:00) American Samoa' },
  { Id: 'Europe/London', DisplayName: '(UTC+00:00) London' },
];

export const TIME_ZONE_IDS: readonly string[] = TIME_ZONES.map((z) => z.Id);

export function isKnownTimeZone(id: string | null | undefined): boolean {
  return id != null && TIME_ZONE_IDS.includes(id);
}
