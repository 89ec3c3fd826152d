// How the atlas's index groups the flows (docs/flows/README.md#the-flow-atlas): first what a
// customer does, in the order they meet it; then the building blocks those flows are made of,
// which no customer would name as something they do; then the warehouse's records' statuses.
// Every machine of machines/ is in exactly one group (tests/atlas/index-page.test.ts).

export type GroupedFlow = {
  id: string;
  /** The flows it is a step of, when it is no journey of its own (the PIN code inside sign-up and recovery). */
  partOf?: string[];
};

export type FlowGroup = { id: string; heading: string; explanation: string; flows: GroupedFlow[] };

export const FLOW_GROUPS: FlowGroup[] = [
  {
    id: 'journeys',
    heading: 'Customer journeys',
    explanation: 'What a customer does in the portal, from signing up to paying an invoice, in the order they meet it.',
    flows: [
      { id: 'session' },
      { id: 'signUp' },
      { id: 'emailConfirmation', partOf: ['signUp', 'recovery'] },
      { id: 'pin', partOf: ['signUp', 'recovery'] },
      { id: 'recovery' },
      { id: 'preAlertCreate' },
      { id: 'quoteCalculator' },
      { id: 'consolidation' },
      { id: 'shipmentCancellation' },
      { id: 'shipmentSharing' },
      { id: 'sharedTracking' },
      { id: 'checkout' },
      { id: 'recipientCreation' },
      { id: 'recipientRemoval' },
      // npm run new:flow adds its flows above this line.
      { id: 'contactSave' },
      { id: 'photoUpload' },
      { id: 'changePassword' },
      { id: 'languageChoice' },
      { id: 'noticeSettings' },
      { id: 'noticesRead' },
    ],
  },
  {
    id: 'building-blocks',
    heading: 'Building blocks',
    explanation:
      'Parts the journeys are made of (loading a record or a list, sending a file, the header’s bell, the offer of a new release): no customer names them as something they do.',
    flows: [{ id: 'resource' }, { id: 'pagedList' }, { id: 'upload' }, { id: 'noticeBell' }, { id: 'releaseUpdate' }],
  },
  {
    id: 'lifecycles',
    heading: 'The warehouse’s statuses',
    explanation: 'The statuses a shipment, a package, an invoice and a payment go through, as the reference server runs them (machines/lifecycles/).',
    flows: [{ id: 'shipment' }, { id: 'package' }, { id: 'invoice' }, { id: 'payment' }],
  },
];
