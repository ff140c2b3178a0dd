import { List, Text } from '@mantine/core';
import { type Authorization, authorizationMessages, formatDateTime } from '@portal/contracts';
import { TitledSection } from '../../../ui/titled-section';

const text = authorizationMessages.overview;

export function NotesSection({ notes }: { notes: Authorization['notes'] }) {
  return (
    <TitledSection title={text.notes}>
      {notes.length === 0 ? (
        <Text size="sm">{text.noNotes}</Text>
      ) : (
        <List spacing="xs" listStyleType="none">
          {notes.map((note) => (
            <List.Item key={`${note.createdAt}-${note.author}`}>
              <Text size="sm">{note.text}</Text>
              <Text size="xs" c="dimmed">
                {note.author}, {formatDateTime(note.createdAt)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </TitledSection>
  );
}
