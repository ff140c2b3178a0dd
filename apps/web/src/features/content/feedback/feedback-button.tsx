import { Button } from '@mantine/core';
import { memberAreaMessages } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';
import classes from './feedback-button.module.css';

const loadModal = () => import('./feedback-modal');
// The modal and its rating, select and request code load on first use, off the path of every first page.
const FeedbackModal = lazy(() => loadModal().then((module) => ({ default: module.FeedbackModal })));

function SpeechBubbleIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12z" />
    </svg>
  );
}

/** The header's Feedback button (spec 2 §2.11); the shell shows it to signed-in non-employees only. */
export function FeedbackButton({ isLimited }: { isLimited: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  // A new key per opening starts the dialog afresh after a thank-you, while closing keeps its transition.
  const [openCount, setOpenCount] = useState(0);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        px="xs"
        leftSection={<SpeechBubbleIcon />}
        classNames={{ section: classes.section }}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => {
          setOpenCount((count) => count + 1);
          setIsOpen(true);
        }}
      >
        <span className={classes.label}>{memberAreaMessages.feedback.button}</span>
      </Button>
      {openCount > 0 && (
        <Suspense fallback={null}>
          <FeedbackModal key={openCount} opened={isOpen} isLimited={isLimited} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
