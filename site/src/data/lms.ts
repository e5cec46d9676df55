/** Learning management systems with a dedicated setup guide. */
export type SupportedLms = {
  name: string;
  /** Route of the setup guide. */
  guide: string;
  /** One line on how the LMS registers an LTI 1.3 tool. */
  summary: string;
};

export const supportedLms: SupportedLms[] = [
  {
    name: 'Canvas',
    guide: '/guides/lms/canvas',
    summary: 'Developer key (LTI key) plus an app installed by client ID.',
  },
  {
    name: 'Moodle',
    guide: '/guides/lms/moodle',
    summary: 'External tool registered by URL or by dynamic registration.',
  },
  {
    name: 'Blackboard',
    guide: '/guides/lms/blackboard',
    summary: 'LTI 1.3 tool provider registered by the tool’s application ID.',
  },
  {
    name: 'Brightspace',
    guide: '/guides/lms/brightspace',
    summary: 'LTI Advantage registration and a deployment per org unit.',
  },
  {
    name: 'Schoology',
    guide: '/guides/lms/schoology',
    summary: 'App installed from the app center with LTI 1.3 enabled.',
  },
  {
    name: 'Any LTI 1.3 platform',
    guide: '/guides/lms/others',
    summary: 'Sakai, Open edX and other certified platforms with manual setup.',
  },
];
