import { ukVehicleRegistration } from '../../../functions/engine/detectors/uk-vehicle-registration';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(ukVehicleRegistration);
