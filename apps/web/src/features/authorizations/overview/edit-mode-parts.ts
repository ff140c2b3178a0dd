import type { AddCptModal } from './add-cpt-modal';
import type { AddedProcedures } from './added-procedures';
import type { AdditionalUnits } from './additional-units';
import type { AdmissionExtension } from './admission-extension';

/**
 * The parts the overview's sections show only in edit mode: the extension and additional-units forms, the added codes
 * and the Add CPT dialog with its code search. They load when Edit is pressed (authorization-overview.tsx), so the
 * first load of an authorization does not carry them, and edit mode opens once they are here: the sections then show
 * them at once, with no suspended frame in which the page would shift.
 */
interface EditModeParts {
  AddCptModal: typeof AddCptModal;
  AddedProcedures: typeof AddedProcedures;
  AdditionalUnits: typeof AdditionalUnits;
  AdmissionExtension: typeof AdmissionExtension;
}

let loaded: EditModeParts | null = null;

export async function loadEditModeParts(): Promise<void> {
  const [cpt, added, units, extension] = await Promise.all([
    import('./add-cpt-modal'),
    import('./added-procedures'),
    import('./additional-units'),
    import('./admission-extension'),
  ]);
  loaded = {
    AddCptModal: cpt.AddCptModal,
    AddedProcedures: added.AddedProcedures,
    AdditionalUnits: units.AdditionalUnits,
    AdmissionExtension: extension.AdmissionExtension,
  };
}

/** The parts, read by a section in edit mode, which opens only after `loadEditModeParts`. */
export function editModeParts(): EditModeParts {
  if (!loaded) throw new Error('Edit mode opened before its parts were loaded.');
  return loaded;
}
