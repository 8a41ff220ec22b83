/** Every staff-console story as a test: rendered with the kit's providers, played, and checked with axe. */
import { describeStories, storyProviders } from '@mall/ui/testing';
import { setProjectAnnotations } from '@storybook/react';
import * as audit from './audit/audit-view.stories';
import * as members from './members/members-view.stories';
import * as pager from './pager/pager.stories';
import * as list from './queues/queue-list-view.stories';
import * as task from './review/task-view.stories';
import * as help from './shell/shortcuts-help.stories';
import * as shell from './shell/staff-shell-view.stories';
import * as signIn from './sign-in/sign-in-view.stories';
import * as claim from './support/claim-bar/claim-bar.stories';
import * as filters from './support/filter-bar/filter-bar.stories';
import * as zoom from './zoomable-image/zoomable-image.stories';

setProjectAnnotations(storyProviders);

describeStories({
  AuditView: audit,
  ClaimBar: claim,
  FilterBar: filters,
  MembersView: members,
  Pager: pager,
  QueueListView: list,
  ShortcutsHelp: help,
  SignInView: signIn,
  StaffShellView: shell,
  TaskView: task,
  ZoomableImage: zoom,
});
