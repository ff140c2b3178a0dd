import { List, SimpleGrid, Text } from '@mantine/core';
import { babyLookups, dueDateLabel, isAssessmentShown, type Maternity, placeOfServiceByCode } from '@portal/contracts';
import { Block, codeLine, dates, Field, providerText } from './summary-blocks';

const pregnancyText = (newPregnancy: boolean | null) => (newPregnancy === null ? '' : newPregnancy ? 'New pregnancy' : 'Existing pregnancy');

/** The Maternity card read-only (spec 3 §2 Review "Maternity"), with the baby's authorization for Newborn in NICU. */
export function MaternitySummary({ maternity }: { maternity: Maternity }) {
  const babyAuth = maternity.babyAuth;
  const answered = isAssessmentShown(maternity, maternity.assessment)
    ? (maternity.assessment?.questionGroups ?? []).flatMap((group) => group.questions.filter((question) => question.answer !== ''))
    : [];
  const [providerLookup, facilityLookup] = babyLookups;
  const babyPlace = babyAuth ? placeOfServiceByCode(babyAuth.service.placeOfService) : undefined;
  return (
    <>
      <Block title="Maternity">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label="Request For" value={maternity.type} />
          <Field label="Type of Delivery" value={maternity.deliveryType} />
          <Field label="Baby Gender" value={maternity.babyGender} />
          <Field label={dueDateLabel(maternity.type)} value={maternity.expectedDueDate} />
          <Field label="Mother Discharge Date" value={maternity.motherDischargeDate} />
          <Field label="Baby Date of Birth" value={maternity.babyDateOfBirth} />
          <Field label="High Risk" value={[maternity.highRisk, pregnancyText(maternity.newPregnancy)].filter(Boolean).join(' · ')} />
        </SimpleGrid>
        {answered.length > 0 && (
          <List size="sm" spacing={4}>
            {answered.map((question) => (
              <List.Item key={question.id}>
                {question.question}{' '}
                <Text span fw={600}>
                  {question.options.find((option) => option.value === question.answer)?.text ?? question.answer}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Block>
      {maternity.type === 'Newborn in NICU' && babyAuth && (
        <Block title="Baby's Authorization">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field label={providerLookup.searchLabel} value={providerText(babyAuth.babyProvider, '')} />
            <Field label={facilityLookup.searchLabel} value={providerText(babyAuth.babyFacility, providerLookup.searchLabel)} />
            <Field label="Baby's Diagnosis" value={babyAuth.babyDiagnosisCodes.map((item) => codeLine(item, false)).join('; ')} />
            <Field label="Baby's Place of Service" value={babyPlace ? `${babyPlace.code} - ${babyPlace.description}` : babyAuth.service.placeOfService} />
            <Field label="Admission" value={dates(babyAuth.babyStartDate, babyAuth.babyEndDate)} />
            <Field
              label="UR Contact / Facility"
              value={[
                babyAuth.babyRequestInfo.urContactOrFacility,
                babyAuth.babyRequestInfo.phone &&
                  `Phone ${babyAuth.babyRequestInfo.phone}${babyAuth.babyRequestInfo.extension ? ` ext. ${babyAuth.babyRequestInfo.extension}` : ''}`,
                babyAuth.babyRequestInfo.fax && `Fax ${babyAuth.babyRequestInfo.fax}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </SimpleGrid>
          {babyAuth.babyRequestInfo.notes && <Field label="Baby Notes" value={babyAuth.babyRequestInfo.notes} />}
        </Block>
      )}
    </>
  );
}
