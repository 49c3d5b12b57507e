import { seOrganisationsnummer } from '../../../functions/engine/detectors/se-organisationsnummer';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(seOrganisationsnummer);
