// The embed script, /embed/v1.js (DESIGN §11): one <script type="module"> on any page defines
// <lineup-schedule>. A page that loads it twice keeps the first definition.
import { LineupScheduleElement } from './LineupScheduleElement.ts';

if (!customElements.get('lineup-schedule')) {
  customElements.define('lineup-schedule', LineupScheduleElement);
}
