// Sidebars of the Coursewire site.
//
// `guides` is written out by hand so the reading order is deliberate.
// guides/api/error-handling is intentionally left out of every sidebar: it is
// reached from links in the guides and the troubleshooting pages.
// `api` is the sidebar that docusaurus-plugin-openapi-docs generates from
// openapi/coursewire.yaml into docs/api/sidebar.ts (`docusaurus gen-api-docs all`).
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import apiSidebar from './docs/api/sidebar';

const sidebars: SidebarsConfig = {
  guides: [
    'guides/introduction',
    'guides/account-setup',
    'guides/first-launch',
    {
      type: 'category',
      label: 'API',
      link: {type: 'doc', id: 'guides/api/introduction'},
      items: [
        'guides/api/authentication',
        'guides/api/idtoken',
        'guides/api/roster',
        'guides/api/manipulating-grade-lines',
        'guides/api/manipulating-grades',
        'guides/api/deeplinking',
        'guides/api/dynamic-registration',
        'guides/api/pagination',
        'guides/api/async',
      ],
    },
    {
      type: 'category',
      label: 'LMS',
      link: {type: 'doc', id: 'guides/lms/introduction'},
      items: [
        'guides/lms/canvas',
        'guides/lms/moodle',
        'guides/lms/blackboard',
        'guides/lms/brightspace',
        'guides/lms/schoology',
        'guides/lms/others',
      ],
    },
    {
      type: 'category',
      label: 'Portal',
      link: {type: 'doc', id: 'guides/portal/introduction'},
      items: [
        'guides/portal/account-users',
        'guides/portal/account-upgrades',
        'guides/portal/custom-domain-setup',
        'guides/portal/account-delete',
      ],
    },
    {
      type: 'category',
      label: 'Resources',
      link: {type: 'doc', id: 'guides/resources/introduction'},
      items: [
        'guides/resources/cookies-and-lti',
        'guides/resources/github',
        'guides/resources/moodle-as-an-lti-cms',
        'guides/resources/videos',
        'guides/resources/coursewire-intro-video',
        'guides/resources/coursewire-firebase-test-tool-video',
      ],
    },
    {
      type: 'category',
      label: 'Troubleshooting',
      link: {type: 'doc', id: 'guides/troubleshooting/introduction'},
      items: [
        'guides/troubleshooting/prerequisites',
        'guides/troubleshooting/common_problems',
        'guides/troubleshooting/troubleshooting_error_messages',
      ],
    },
  ],
  api: apiSidebar,
};

export default sidebars;
