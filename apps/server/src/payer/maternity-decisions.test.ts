import { describe, expect, it } from 'vitest';
import { decideMaternity } from './decision-rules.js';

const approved = { status: 'Approved', reason: 'Automated Approval' };
const review = { status: 'Pending', reason: 'Clinical Review Required' };
const waiting = { status: 'Pending', reason: 'Pending Clinical Information' };

describe('maternity decision rules', () => {
  it('approves a Future OB admission as a future admission', () => {
    expect(decideMaternity({ isAutomation: true, type: 'Future OB Admission', deliveryType: 'Cesarean Section', stayDays: 4 })).toEqual({
      mother: { status: 'Approved', reason: 'Future Admission-OB' },
      baby: null,
      newbornStay: null,
    });
  });

  it('approves a delivery stay within the standard stay (2 days vaginal, 4 cesarean) and reviews a longer one', () => {
    expect(decideMaternity({ isAutomation: true, type: 'Post-delivery', deliveryType: 'Vaginal', stayDays: 2 }).mother).toEqual(approved);
    expect(decideMaternity({ isAutomation: true, type: 'Post-delivery', deliveryType: 'Vaginal', stayDays: 3 }).mother).toEqual(review);
    expect(decideMaternity({ isAutomation: true, type: 'Post-delivery', deliveryType: 'Cesarean Section', stayDays: 4 }).mother).toEqual(approved);
    expect(decideMaternity({ isAutomation: true, type: 'Post-delivery', deliveryType: 'Cesarean Section', stayDays: 5 }).mother).toEqual(review);
  });

  it('links the newborn’s stay to a cesarean delivery, and reviews every NICU baby', () => {
    expect(decideMaternity({ isAutomation: true, type: 'Post-delivery', deliveryType: 'Cesarean Section', stayDays: 5 }).newbornStay).toEqual(review);
    expect(decideMaternity({ isAutomation: true, type: 'Post-delivery', deliveryType: 'Vaginal', stayDays: 2 }).newbornStay).toBeNull();
    expect(decideMaternity({ isAutomation: true, type: 'Newborn in NICU', deliveryType: 'Cesarean Section', stayDays: 3 })).toEqual({
      mother: approved,
      baby: review,
      newbornStay: null,
    });
  });

  it('waits for the clinicals without automation, on every authorization of the request', () => {
    expect(decideMaternity({ isAutomation: false, type: 'Post-delivery', deliveryType: 'Cesarean Section', stayDays: 2 })).toEqual({
      mother: waiting,
      baby: null,
      newbornStay: waiting,
    });
    expect(decideMaternity({ isAutomation: false, type: 'Newborn in NICU', deliveryType: 'Vaginal', stayDays: 2 })).toEqual({
      mother: waiting,
      baby: waiting,
      newbornStay: null,
    });
  });
});
