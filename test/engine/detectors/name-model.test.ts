import { locationModel, personModel, streetAddressModel } from '../../../functions/engine/detectors/name-model';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(personModel);
describeDetector(locationModel);
describeDetector(streetAddressModel);
