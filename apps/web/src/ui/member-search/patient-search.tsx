import { Alert, Center, Loader, Stack } from '@mantine/core';
import { type MemberSearchArea, messages, recordAddressMessages } from '@portal/contracts';
import type { Ref } from 'react';
import { MemberSearch, type MemberSearchHandle } from './member-search';
import type { PatientAddress } from './use-patient-address';

interface PatientSearchProps {
  area: MemberSearchArea;
  patient: PatientAddress;
  ref?: Ref<MemberSearchHandle>;
}

/**
 * The patient search of a page whose patient is in its address: the patient the address names (loading while the
 * server answers), or the plain words that it names nobody the account may see, above the search form.
 */
export function PatientSearch({ area, patient, ref }: PatientSearchProps) {
  if (patient.isLoading) {
    return (
      <Center mih={120} role="status" aria-label={recordAddressMessages.loadingPatient}>
        <Loader />
      </Center>
    );
  }
  return (
    <Stack gap="sm">
      {patient.isNotFound && (
        <Alert color="yellow" role="alert">
          {recordAddressMessages.patientNotFound}
        </Alert>
      )}
      {patient.isError && (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      )}
      <MemberSearch key={patient.searchKey} ref={ref} area={area} initialMember={patient.member} onMemberChange={patient.choose} />
    </Stack>
  );
}
