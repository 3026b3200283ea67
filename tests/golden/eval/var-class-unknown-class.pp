notice($pp_nosuchclass::x)
