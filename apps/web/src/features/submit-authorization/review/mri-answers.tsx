import { List, Text } from '@mantine/core';
import { type MriQuestions, mriQuestionOrder, submitAuthorizationMessages as text, yesNo } from '@portal/contracts';

/** The MRI questionnaire's answers on Review and in the print view; a question not asked (x-ray) has none. */
export function MriAnswers({ answers }: { answers: MriQuestions }) {
  return (
    <List size="sm" spacing={4}>
      {mriQuestionOrder.flatMap((question) => {
        const answer = answers[question];
        if (answer === null) return [];
        return [
          <List.Item key={question}>
            {text.mri.questions[question].question}{' '}
            <Text span inherit fw={600}>
              {yesNo(answer)}
            </Text>
          </List.Item>,
        ];
      })}
    </List>
  );
}
