/**
 * Whether a provider location has an MRI specialty (spec 3 §7 auth/MriProviderSpecialty): then its MRI requests
 * skip the questionnaire. The directory keeps no specialty or taxonomy column; what it does say is the kind of
 * facility in its name ("Summit Imaging Center"), so radiology and imaging facilities are recognised by that.
 * Individual practitioners carry no specialty in the directory and never have one here. Providers entered as "not
 * listed" are the user's own words, not the plan's directory, so they never have one either.
 */
const mriSpecialtyName = /\b(imaging|radiology|mri)\b/i;

export interface LocationForSpecialty {
  fullName: string;
  isFacility: boolean;
  addedByAccountId: number | null;
}

export const hasMriSpecialty = (location: LocationForSpecialty): boolean =>
  location.isFacility && location.addedByAccountId === null && mriSpecialtyName.test(location.fullName);
